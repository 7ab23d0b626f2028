import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';

/**
 * The last change the database marked on an institution's offers (migrations 0016 and 0017 keep these columns on
 * every relevant write): the top entry of the column's (institution, mark) index, one index entry whatever the
 * number of offers. A cache (a candidate's fit set, a list's deep-page positions) is current while every mark it
 * depends on is older than the transaction horizon it was computed at.
 */
export function lastOfferMark(db: DbHandle, institutionId: string, column: 'match_xid' | 'list_xid') {
  return db
    .selectFrom('offers as o')
    .$call(inInstitution(institutionId, 'o.institution_id'))
    .where(`o.${column}`, 'is not', null)
    .select(`o.${column}`)
    .orderBy(`o.${column}`, 'desc')
    .limit(1);
}

/** The last change marked on any offer's degrees; degrees carry no institution, so it spans all of them. */
export function lastDegreeMark(db: DbHandle) {
  return db.selectFrom('offer_degrees as od').where('od.match_xid', 'is not', null).select('od.match_xid').orderBy('od.match_xid', 'desc').limit(1);
}
