/** The agreements area: what the other back-office areas may use (the dashboard's count per state). */
export { countAgreementsByState } from './agreements.repository.ts';
