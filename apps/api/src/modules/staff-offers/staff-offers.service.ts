import { STAFF_PAGE_SIZE, Status, type QueueOrder, type StaffOfferState } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { closeOpenCandidacies } from '../candidacies/index.ts';
import { addDays, previewPage, serviceDay, wireDate } from '../offers/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import type { StaffEffects } from '../staff/index.ts';
import { reviewStateOfWire, wireReviewState, type ReviewState } from './offer-review-state.ts';
import * as repo from './staff-offers.repository.ts';

export type OfferEffects = StaffEffects;

async function offerFor(db: DbHandle, actor: Actor, id: number): Promise<repo.StaffOfferRow> {
  const row = await repo.findOffer(db, id);
  const resource = row && { ...row, institutionId: row.institution_id };
  authorize(policies.staffRecord, actor, 'manage', resource);
  return resource;
}

function requireState(offer: repo.StaffOfferRow, allowed: readonly ReviewState[]): void {
  if (!allowed.includes(offer.review_state)) throw new AppError(Status.InvalidStateChange);
}

/** What the company's contacts are told of a decision on their offer, and the page where they act on it. */
const DECISION = {
  published: { kind: 'offer.validated', link: (id: number) => `/mis-ofertas/${id}` },
  returned: { kind: 'offer.returned', link: (id: number) => `/editar-oferta/${id}` },
  rejected: { kind: 'offer.rejected', link: (id: number) => `/mis-ofertas/${id}` },
  closed: { kind: 'offer.closed', link: (id: number) => `/mis-ofertas/${id}` },
  expired: { kind: 'offer.expired', link: (id: number) => `/mis-ofertas/${id}` },
} as const;

async function tellCompany(effects: StaffEffects, offer: repo.StaffOfferRow, decision: keyof typeof DECISION, reason?: string) {
  const { kind, link } = DECISION[decision];
  await effects.notify({ kind, to: { company: offer.company_id }, params: { oferta: offer.title, motivo: reason ?? '' }, link: link(offer.id) });
}

/** The offer as it stands after a change: what every decision answers. */
const reread = (db: DbHandle, actor: Actor, id: number): Promise<repo.StaffOfferRow> => offerFor(db, actor, id);

export async function listOffers(
  db: DbHandle,
  actor: Actor,
  input: {
    estado?: StaffOfferState | undefined;
    texto?: string | undefined;
    perfil?: number | undefined;
    idEmpresa?: number | undefined;
    orden?: QueueOrder | undefined;
    pagina?: number | undefined;
  },
) {
  const page = input.pagina ?? 1;
  const { total, rows } = await repo.listOffers(db, actor.institutionId, {
    state: reviewStateOfWire(input.estado ?? 'pendiente'),
    text: input.texto,
    profile: input.perfil,
    companyId: input.idEmpresa,
    order: input.orden,
    page,
  });
  const counts = await repo.countOffersByState(db, actor.institutionId);
  return { total, page, pageSize: STAFF_PAGE_SIZE, rows, counts };
}

/**
 * One offer to review: its back-office item, the offer exactly as candidates will read it (whatever its state) and
 * what the company wrote for the service alone (its remarks and tutor), which candidates never read.
 */
export async function offerDetail(db: DbHandle, actor: Actor, id: number, now: Date) {
  const offer = await offerFor(db, actor, id);
  return { offer, page: await previewPage(db, actor, id, now), notes: await repo.companyNotesOf(db, id) };
}

export async function staffMembers(db: DbHandle, actor: Actor) {
  const rows = await repo.staffMembers(db, actor.institutionId);
  return rows.filter((r) => !r.blocked);
}

export async function validateOffer(db: DbHandle, actor: Actor, effects: OfferEffects, id: number): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  requireState(offer, ['pending', 'returned']);
  await repo.setOfferState(db, id, 'published', effects.now());
  await repo.clearOfferReview(db, id);
  await recordAudit(db, actor, { entity: 'offer', entityId: id, action: 'validate', from: wireReviewState(offer.review_state), to: wireReviewState('published'), detail: offer.title });
  await tellCompany(effects, offer, 'published');
  return reread(db, actor, id);
}

export async function validateOffers(db: DbHandle, actor: Actor, effects: OfferEffects, ids: number[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) await validateOffer(db, actor, effects, id);
  return unique.length;
}

export async function sendBackOffer(db: DbHandle, actor: Actor, effects: OfferEffects, id: number, remarks: string): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  requireState(offer, ['pending', 'returned']);
  await repo.saveOfferReview(db, id, 'returned', remarks, actor.userId);
  await recordAudit(db, actor, { entity: 'offer', entityId: id, action: 'sendBack', from: wireReviewState(offer.review_state), to: wireReviewState('returned'), detail: remarks });
  await tellCompany(effects, offer, 'returned', remarks);
  return reread(db, actor, id);
}

/**
 * The same remarks for several offers (a queue's bulk send-back): each offer and each company as for one, all in
 * the call's transaction, so one refused offer (not pending, another institution's) leaves every one as it was.
 */
export async function sendBackOffers(db: DbHandle, actor: Actor, effects: OfferEffects, ids: number[], remarks: string) {
  const unique = [...new Set(ids)];
  for (const id of unique) await sendBackOffer(db, actor, effects, id, remarks);
  return unique.length;
}

/** The same reason for several offers (a queue's bulk rejection): all or none, as `sendBackOffers`. */
export async function rejectOffers(db: DbHandle, actor: Actor, effects: OfferEffects, ids: number[], reason: string) {
  const unique = [...new Set(ids)];
  for (const id of unique) await rejectOffer(db, actor, effects, id, reason);
  return unique.length;
}

export async function rejectOffer(db: DbHandle, actor: Actor, effects: OfferEffects, id: number, reason: string): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  requireState(offer, ['pending', 'returned']);
  await repo.setOfferState(db, id, 'rejected');
  await repo.saveOfferReview(db, id, 'rejected', reason, actor.userId);
  await recordAudit(db, actor, { entity: 'offer', entityId: id, action: 'reject', from: wireReviewState(offer.review_state), to: wireReviewState('rejected'), detail: reason });
  await tellCompany(effects, offer, 'rejected', reason);
  return reread(db, actor, id);
}

/**
 * Sets or clears the offer's manager. Who must hear of it: the staff member named (unless they named themselves),
 * and the company when the offer passes into the service's hands (its edits answer 25 from then) or back out of
 * them (it may edit again). A change from one manager to another leaves the company's situation as it was.
 */
export async function assignManager(db: DbHandle, actor: Actor, effects: OfferEffects, id: number, managerId: number | null): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  const staff = await repo.staffMembers(db, actor.institutionId);
  const nameOf = (member: { first_name: string; last_name: string }) => `${member.first_name} ${member.last_name}`.trim();
  let managerName: string | null = null;
  if (managerId !== null) {
    const manager = staff.find((m) => m.id === managerId && !m.blocked);
    // Only a staff member of the same institution can manage the offer.
    if (!manager) throw new AppError(Status.NotFound);
    managerName = nameOf(manager);
  }
  if (managerId === offer.manager_user_id) return offer;
  await repo.setOfferFields(db, id, { manager_user_id: managerId });
  await recordAudit(db, actor, {
    entity: 'offer',
    entityId: id,
    action: 'assignManager',
    from: offer.manager_name,
    to: managerName,
    detail: offer.title,
  });
  if (managerId !== null && managerId !== actor.userId) {
    const assigner = staff.find((m) => m.id === actor.userId);
    await effects.notify({
      kind: 'offer.manager-assigned',
      to: { users: [managerId] },
      params: { oferta: offer.title, empresa: offer.company_name, asignador: assigner ? nameOf(assigner) : '' },
      link: `/gestion/ofertas/${id}`,
    });
  }
  if (offer.manager_user_id === null && managerName !== null) {
    await effects.notify({ kind: 'offer.managed', to: { company: offer.company_id }, params: { oferta: offer.title, gestor: managerName }, link: `/mis-ofertas/${id}` });
  } else if (offer.manager_user_id !== null && managerId === null) {
    await effects.notify({ kind: 'offer.released', to: { company: offer.company_id }, params: { oferta: offer.title }, link: `/mis-ofertas/${id}` });
  }
  return reread(db, actor, id);
}

/** dd/mm/yyyy to yyyy-mm-dd, refusing days that do not exist (31/02). */
function isoFromWire(value: string): string {
  const [d, m, y] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'fechaDestacada', codigo: 'date' }] } });
  }
  return date.toISOString().slice(0, 10);
}

export async function featureOffer(db: DbHandle, actor: Actor, id: number, day: string | null): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  const iso = day === null ? null : isoFromWire(day);
  await repo.setOfferFields(db, id, { highlighted_on: iso });
  await recordAudit(db, actor, {
    entity: 'offer',
    entityId: id,
    action: 'feature',
    from: wireDate(offer.highlighted_on),
    to: wireDate(iso),
    detail: offer.title,
  });
  return reread(db, actor, id);
}

/**
 * Closing hides the offer and closes every candidacy still open (the portal's own move, state 7). The company and
 * each candidate whose candidacy closed are told: neither did it, and both were counting on the offer.
 */
export async function closeOffer(db: DbHandle, actor: Actor, effects: OfferEffects, id: number): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  requireState(offer, ['published']);
  await repo.setOfferState(db, id, 'closed');
  const closed = await closeOpenCandidacies(db, effects, actor, offer);
  await tellCompany(effects, offer, 'closed');
  await recordAudit(db, actor, {
    entity: 'offer',
    entityId: id,
    action: 'close',
    from: wireReviewState('published'),
    to: wireReviewState('closed'),
    detail: `${offer.title} (${closed} candidacies closed)`,
  });
  return reread(db, actor, id);
}

/**
 * Expiring ends enrolment at once: the offer's last day becomes yesterday (the whole last day is open). The company
 * is told; its candidates are not, since their candidacies stay open and the company goes on with them.
 */
export async function expireOffer(db: DbHandle, actor: Actor, effects: OfferEffects, id: number): Promise<repo.StaffOfferRow> {
  const offer = await offerFor(db, actor, id);
  requireState(offer, ['published']);
  const yesterday = addDays(serviceDay(effects.now()), -1);
  if (offer.expires_on !== null && offer.expires_on <= yesterday) throw new AppError(Status.InvalidStateChange);
  await repo.setOfferFields(db, id, { expires_on: yesterday });
  await tellCompany(effects, offer, 'expired');
  await recordAudit(db, actor, {
    entity: 'offer',
    entityId: id,
    action: 'expire',
    from: wireDate(offer.expires_on),
    to: wireDate(yesterday),
    detail: offer.title,
  });
  return reread(db, actor, id);
}

/** The offers of the institution's list, filtered as the list is, for its CSV export. */
export async function offersForExport(db: DbHandle, actor: Actor, filters: Parameters<typeof repo.listOffers>[2]) {
  const { rows } = await repo.listOffers(db, actor.institutionId, filters);
  return rows;
}
