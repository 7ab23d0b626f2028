import { InfoPageView } from '../components/info-page';

/** /orientacion-laboral (ca /orientacio-laboral), candidates: the career-guidance text the service publishes, and its contact. */
export default function CareerGuidancePage() {
  return <InfoPageView page="orientacion-laboral" />;
}
