import { CANDIDACY_STATE, LANGUAGES, type Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import type { Scope } from '../../lib/scoped.ts';
import { loadCatalogs } from '../domains/index.ts';
import { withdrawHeldNotice, type CallEffects } from '../notifications/index.ts';
import type { CatalogItem } from '../domains/index.ts';
import { reasonNoticeParams } from './reason-for-candidate.ts';

/** A candidacy state's name in every language: the notification is read in whichever the reader uses then. */
export async function stateNames(db: DbHandle, scope: Scope, stateId: number): Promise<Record<Language, string>> {
  const names = await Promise.all(LANGUAGES.map(async (language) => (await loadCatalogs(db, scope, language, ['candidacy_states'])).label('candidacy_states', stateId) ?? String(stateId)));
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, names[i] as string])) as Record<Language, string>;
}

export interface CandidateMove {
  candidateId: number;
  offerTitle: string;
  offerUrl: string;
  stateId: number;
  /** The rejection reason: the student reads it in their words (reason-for-candidate.ts). */
  reason?: CatalogItem | undefined;
  /** The company's own words beside its reason. */
  text?: string | null | undefined;
  /** A decision its author may still take back: the mail waits (see `NotificationEvent.hold`). */
  hold?: { key: string; until: Date } | undefined;
}

/** Tells the candidate their candidacy moved (by the company or the service), why, and links to it. */
export async function tellCandidateOfMove(db: DbHandle, effects: CallEffects, scope: Scope, move: CandidateMove): Promise<void> {
  await effects.notify({
    kind: 'candidacy.state',
    to: { users: [move.candidateId] },
    params: { oferta: move.offerTitle, estado: await stateNames(db, scope, move.stateId), ...reasonNoticeParams(move.reason, move.text ?? null) },
    link: `/mis-candidaturas/${encodeURIComponent(move.offerUrl)}`,
    ...(move.hold ? { hold: move.hold } : {}),
  });
}

/** The key of the held notice of one history line (a company's decision). */
export const decisionNoticeKey = (eventId: number) => `candidacy-decision:${eventId}`;

/**
 * A decision taken back: its notice disappears while the candidate has neither read it nor been mailed it;
 * otherwise the candidate is told where the candidacy stands now.
 */
export async function withdrawDecisionNotice(db: DbHandle, effects: CallEffects, scope: Scope, eventId: number, now: CandidateMove): Promise<void> {
  const { reached } = await withdrawHeldNotice(db, decisionNoticeKey(eventId), effects.now());
  if (reached) await tellCandidateOfMove(db, effects, scope, { ...now, reason: undefined, text: null });
}

/** Tells the contacts of the offer's company that a candidate applied or withdrew, with a link to the candidates. */
export async function tellCompanyOfCandidate(
  effects: CallEffects,
  what: 'candidacy.new' | 'candidacy.withdrawn',
  candidacy: { companyId: number; offerId: number; offerTitle: string; candidateName: string },
): Promise<void> {
  await effects.notify({
    kind: what,
    to: { company: candidacy.companyId },
    params: { candidato: candidacy.candidateName, oferta: candidacy.offerTitle },
    link: `/mis-ofertas/${candidacy.offerId}`,
  });
}

/** Why a candidacy closed when its offer did: the candidate did nothing, and should not wonder what went wrong. */
const OFFER_CLOSED: Record<Language, string> = {
  es: 'La oferta se ha cerrado y ya no recibe candidaturas.',
  ca: "L'oferta s'ha tancat i ja no rep candidatures.",
  en: 'The offer has closed and takes no more applications.',
};

/**
 * An offer closed (by its company or by the service) closed the candidacies still open: each of their candidates
 * hears of it, in one notice to them all (an offer with hundreds of candidates costs a few statements, not hundreds).
 */
export async function tellCandidatesOfClosure(
  db: DbHandle,
  effects: CallEffects,
  scope: Scope,
  closure: { offerTitle: string; offerUrl: string; candidateIds: readonly number[] },
): Promise<void> {
  if (closure.candidateIds.length === 0) return;
  await effects.notify({
    kind: 'candidacy.state',
    to: { users: [...closure.candidateIds] },
    params: { oferta: closure.offerTitle, estado: await stateNames(db, scope, CANDIDACY_STATE.closed), motivo: OFFER_CLOSED },
    link: `/mis-candidaturas/${encodeURIComponent(closure.offerUrl)}`,
  });
}
