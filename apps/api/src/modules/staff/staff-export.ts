import type { Language } from '@portal/shared';
import type { Actor } from '../../lib/request-context.ts';
import type { Institution } from '../../lib/institution.ts';
import type { SessionClaims } from '../auth/index.ts';
export { EXPORT_MAX_ROWS } from './staff-exports-limit.ts';

/**
 * The actor of a CSV export (a file call has the token's claims and the host's institution, not the request
 * context of registerCall). Each area registers the export of its own list beside the list, with the columns of
 * export-columns.ts and the one CSV writer (lib/csv.ts).
 */
export const exportActor = (session: SessionClaims, institution: Institution, language: Language): Actor => ({
  institutionId: institution.id,
  brand: institution.brand,
  language,
  userId: session.userId,
  role: session.role,
});
