import {
  CANDIDACY_STATE,
  FINAL_CANDIDACY_STATES,
  REJECTION_REASON_STATE_ID,
  isCandidacyDecision,
  Status,
  allowedCandidacyMoves,
  canMoveCandidacy,
  moveNeedsReason,
  type CandidateMatch,
  type StaffCandidacyItem,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { loadCatalogs, type CatalogLabels } from '../domains/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { StaffEffects } from '../staff/index.ts';
import { candidacyStateNames, changeState, tellCandidateOfMove, withdrawDecisionNotice } from '../candidacies/index.ts';
import * as repo from './staff-candidacies.repository.ts';

const owned = <T extends { institution_id: string }>(row: T | undefined) => row && { ...row, institutionId: row.institution_id };

async function labelsFor(db: DbHandle, actor: Actor): Promise<CatalogLabels> {
  return loadCatalogs(db, actor.institutionId, actor.language, ['candidacy_states', 'rejection_reasons']);
}

function present(row: repo.StaffCandidacyRow, labels: CatalogLabels): StaffCandidacyItem {
  const state = (id: number) => labels.label('candidacy_states', id) ?? String(id);
  return {
    idCandidatura: row.id,
    idAlumno: row.candidate_id,
    nombre: row.name,
    email: row.email,
    idEstado: row.state_id,
    estado: state(row.state_id),
    motivo: labels.label('rejection_reasons', row.reason_id) ?? row.reason_text,
    fecha: row.created_at.toISOString(),
    fechaActualizacion: row.updated_at.toISOString(),
    propuestaServicio: row.proposed,
    externa: row.external,
    movimientos: allowedCandidacyMoves(row.state_id, 'staff').map((id) => ({ idEstado: id, estado: state(id) })),
    reabrible: isCandidacyDecision(row.state_id) && row.offer_state === 'published',
  };
}

async function offerFor(db: DbHandle, actor: Actor, offerId: number) {
  const offer = owned(await repo.findOfferForCandidacies(db, offerId));
  authorize(policies.staffRecord, actor, 'manage', offer);
  return offer;
}

export async function candidaciesOfOffer(db: DbHandle, actor: Actor, offerId: number) {
  const offer = await offerFor(db, actor, offerId);
  const labels = await labelsFor(db, actor);
  const rows = await repo.candidaciesOfOffer(db, offerId);
  return {
    oferta: { idOferta: offer.id, titulo: offer.title, empresa: offer.trade_name, idPerfil: offer.profile, estado: offer.state },
    items: rows.map((row) => present(row, labels)),
  };
}

export async function searchCandidates(db: DbHandle, actor: Actor, input: { texto?: string | undefined; idOferta?: number | undefined }): Promise<CandidateMatch[]> {
  const text = input.texto?.trim() ?? '';
  // Two characters at least: a one-letter search would list the whole institution.
  if (text.length < 2) return [];
  const rows = await repo.searchCandidates(db, actor.institutionId, text, input.idOferta);
  return rows.map((r) => ({
    idAlumno: r.id,
    nombre: [r.first_name, r.last_name, r.second_surname].filter(Boolean).join(' '),
    email: r.email,
    documento: r.document_number,
    validadoServicio: r.validated_by_service,
    bloqueado: r.blocked,
  }));
}

export async function proposeCandidate(db: DbHandle, actor: Actor, effects: StaffEffects, input: { idOferta: number; idAlumno: number }) {
  const offer = await offerFor(db, actor, input.idOferta);
  const found = await repo.findCandidate(db, input.idAlumno);
  // A removed candidate is as unknown as another institution's.
  const candidate = owned(found?.deregistered_at ? undefined : found);
  authorize(policies.staffRecord, actor, 'manage', candidate);
  if (offer.state !== 'published') throw new AppError(Status.InvalidStateChange);
  if (candidate.blocked) throw new AppError(Status.Blocked);
  if (await repo.hasCandidacy(db, offer.id, candidate.id)) throw new AppError(Status.AlreadyCandidate);
  const id = await repo.insertProposal(db, actor.institutionId, offer.id, candidate.id, actor.userId);
  const labels = await labelsFor(db, actor);
  await recordAudit(db, actor, {
    entity: 'candidacy',
    entityId: id,
    action: 'propose',
    from: null,
    to: labels.label('candidacy_states', CANDIDACY_STATE.preEnrolment) ?? String(CANDIDACY_STATE.preEnrolment),
    detail: offer.title,
  });
  // The candidate hears of it in the portal and, unless they chose otherwise, by mail; they answer in their candidacies.
  await effects.notify({ kind: 'proposal.new', to: { users: [candidate.id] }, params: { oferta: offer.title }, link: '/mis-candidaturas' });
  const row = await repo.findCandidacy(db, id);
  return present(row as repo.StaffCandidacyRow, labels);
}

export async function moveCandidacy(db: DbHandle, actor: Actor, effects: StaffEffects, input: { idCandidatura: number; idEstado: number; idMotivo?: number | undefined }) {
  const candidacy = owned(await repo.findCandidacy(db, input.idCandidatura));
  authorize(policies.staffRecord, actor, 'manage', candidacy);
  if (!canMoveCandidacy(candidacy.state_id, input.idEstado, 'staff')) throw new AppError(Status.CannotChangeState);
  const labels = await labelsFor(db, actor);
  let reasonId: number | null = null;
  if (moveNeedsReason(input.idEstado)) {
    const reason = input.idMotivo === undefined ? undefined : labels.entry('rejection_reasons', input.idMotivo);
    const stateOfReason = reason && typeof reason.extra.stateId === 'number' ? reason.extra.stateId : REJECTION_REASON_STATE_ID;
    if (!reason || stateOfReason !== REJECTION_REASON_STATE_ID) {
      throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'idMotivo', codigo: reason ? 'malformed' : 'required' }] } });
    }
    reasonId = reason.id;
  }
  await repo.moveCandidacy(db, candidacy.id, candidacy.state_id, input.idEstado, reasonId, actor.userId);
  const state = (id: number) => labels.label('candidacy_states', id) ?? String(id);
  await recordAudit(db, actor, {
    entity: 'candidacy',
    entityId: candidacy.id,
    action: 'changeState',
    from: state(candidacy.state_id),
    to: state(input.idEstado),
    detail: reasonId === null ? candidacy.offer_title : `${candidacy.offer_title}: ${labels.label('rejection_reasons', reasonId) ?? ''}`,
  });
  await tellCandidateOfMove(db, effects, actor, { candidateId: candidacy.candidate_id, offerTitle: candidacy.offer_title, offerUrl: candidacy.offer_url, stateId: input.idEstado });
  // The company runs its offer's candidates too: a move it did not make reaches it, where it would undo it.
  await effects.notify({
    kind: 'candidacy.moved',
    to: { company: candidacy.company_id },
    params: { candidato: candidacy.name, oferta: candidacy.offer_title, estado: await candidacyStateNames(db, actor, input.idEstado) },
    link: `/mis-ofertas/${candidacy.offer_id}`,
  });
  return present((await repo.findCandidacy(db, candidacy.id)) as repo.StaffCandidacyRow, labels);
}

/**
 * Reopens a hire or a rejection, however old: the candidacy returns to the state it had before the decision
 * (a declined pre-enrolment to the pre-enrolment, so the student may answer again). The reason goes to the change
 * log and to the company, whose decision it undoes; the candidate is told where the candidacy stands.
 * 49 not a hire or a rejection, 14 the offer is no longer published or another request moved it meanwhile.
 */
export async function reopenCandidacy(db: DbHandle, actor: Actor, effects: StaffEffects, input: { idCandidatura: number; motivo: string }, now: Date) {
  const candidacy = owned(await repo.findCandidacy(db, input.idCandidatura));
  authorize(policies.staffRecord, actor, 'manage', candidacy);
  if (!isCandidacyDecision(candidacy.state_id)) throw new AppError(Status.CannotChangeState);
  if (candidacy.offer_state !== 'published') throw new AppError(Status.InvalidStateChange);
  const decision = await repo.decisionOf(db, candidacy.id, candidacy.state_id);
  const back = decision?.from_state_id;
  if (!decision || back === null || back === undefined || FINAL_CANDIDACY_STATES.includes(back as never)) throw new AppError(Status.CannotChangeState);
  const moved = await changeState(db, { candidacyId: candidacy.id, from: candidacy.state_id, to: back, byUserId: actor.userId, at: now, kind: 'reopen' });
  if (moved === null) throw new AppError(Status.InvalidStateChange);
  const labels = await labelsFor(db, actor);
  const state = (id: number) => labels.label('candidacy_states', id) ?? String(id);
  await recordAudit(db, actor, { entity: 'candidacy', entityId: candidacy.id, action: 'reopen', from: state(candidacy.state_id), to: state(back), detail: `${candidacy.offer_title}: ${input.motivo}` });
  const move = { candidateId: candidacy.candidate_id, offerTitle: candidacy.offer_title, offerUrl: candidacy.offer_url, stateId: back };
  // Within the company's undo window the candidate may not have heard of the decision yet: it is simply withdrawn.
  if (decision.undo_until !== null && now < decision.undo_until) await withdrawDecisionNotice(db, effects, actor, decision.id, move);
  else await tellCandidateOfMove(db, effects, actor, move);
  await effects.notify({
    kind: 'candidacy.reopened',
    to: { company: candidacy.company_id },
    params: { candidato: candidacy.name, oferta: candidacy.offer_title, estado: await candidacyStateNames(db, actor, back), motivo: input.motivo },
    link: `/mis-ofertas/${candidacy.offer_id}`,
  });
  return present((await repo.findCandidacy(db, candidacy.id)) as repo.StaffCandidacyRow, labels);
}
