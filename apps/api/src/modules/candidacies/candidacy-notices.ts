import { LANGUAGES, type Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import type { Scope } from '../../lib/scoped.ts';
import { loadCatalogs } from '../domains/index.ts';
import type { CallEffects } from '../notifications/index.ts';

/** A candidacy state's name in every language: the notification is read in whichever the reader uses then. */
async function stateNames(db: DbHandle, scope: Scope, stateId: number): Promise<Record<Language, string>> {
  const names = await Promise.all(LANGUAGES.map(async (language) => (await loadCatalogs(db, scope, language, ['candidacy_states'])).label('candidacy_states', stateId) ?? String(stateId)));
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, names[i] as string])) as Record<Language, string>;
}

/** Tells the candidate their candidacy moved (by the company or the service), with a link to it. */
export async function tellCandidateOfMove(
  db: DbHandle,
  effects: CallEffects,
  scope: Scope,
  move: { candidateId: number; offerTitle: string; offerUrl: string; stateId: number },
): Promise<void> {
  await effects.notify({
    kind: 'candidacy.state',
    to: { users: [move.candidateId] },
    params: { oferta: move.offerTitle, estado: await stateNames(db, scope, move.stateId) },
    link: `/mis-candidaturas/${encodeURIComponent(move.offerUrl)}`,
  });
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
