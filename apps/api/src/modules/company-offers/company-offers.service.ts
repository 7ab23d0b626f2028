import {
  OFFER_DEFAULT_OPEN_DAYS,
  OFFER_FIELD_RULE_FIELDS,
  OFFER_PROFILE,
  OFFER_RULES_OF_PROFILE,
  Status,
  matchesAllWords,
  slugify,
  type CloseOffer,
  type FieldRule,
  type OfferDraft,
  type OfferForm,
  type OfferProfileId,
  type ValidationFieldError,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { authorize, policies } from '../../policies/index.ts';
import { closeOpenCandidacies } from '../candidacies/index.ts';
import { assertDataCompleteForOffers } from '../companies/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { assertCatalogIds, assertProgrammeActive, type CatalogField } from '../domains/index.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import * as repo from './company-offers.repository.ts';
import type { CallEffects } from '../notifications/index.ts';
import { columnsOf, formValuesOf, withProfile, type OfferValues } from './offer-form.ts';
import { companyState, isEditable } from './offer-state.ts';

function companyOf(actor: Actor): number {
  // The route admits company tokens only, and those always name their company.
  if (actor.companyId === undefined) throw new AppError(Status.OfferNotFound);
  return actor.companyId;
}

/** One of my offers, by id or URL: 4 for an unknown one, another company's or another institution's. */
async function ownOffer(db: DbHandle, actor: Actor, key: { id: number } | { url: string }, action: 'read' | 'change') {
  const row = await repo.findOffer(db, actor, key);
  const resource = row && { ...row, institutionId: row.institution_id, companyId: row.company_id };
  authorize(policies.companyOffer, actor, action, resource);
  return resource;
}

export async function listCompanyOffers(
  db: DbHandle,
  actor: Actor,
  filters: { historial?: boolean | undefined; soloNoLeidos?: boolean | undefined; caducanPronto?: boolean | undefined; texto?: string | undefined; perfil?: 1 | 2 | undefined },
  now: Date,
) {
  const today = serviceDay(now);
  // A company's own offers are a few dozen: one query, then the filters in memory.
  const rows = await repo.listCompanyOffers(db, actor, companyOf(actor));
  const matchesText = matchesAllWords(filters.texto ?? '');
  const soon = addDays(today, 7);
  const items = rows
    .map((row) => {
      const state = companyState(row, today);
      return { row, state, unread: Number(row.unread ?? 0), candidates: Number(row.candidates ?? 0), today };
    })
    .filter(({ row, state, unread }) => {
      if (!filters.historial && (state === 'cerrada' || state === 'rechazada' || state === 'caducada')) return false;
      if (filters.soloNoLeidos && unread === 0) return false;
      if (filters.caducanPronto && !(state === 'publicada' && row.expires_on !== null && row.expires_on <= soon)) return false;
      if (filters.perfil && row.profile !== filters.perfil) return false;
      if (!matchesText(`${row.title} ${row.reference}`)) return false;
      return true;
    });
  return { items, brand: actor.brand.flags };
}

/** The brand's rules for the offer form (fields.oferta); a field the brand says nothing about is free. */
function rulesFor(actor: Actor): Record<string, FieldRule> {
  return actor.brand.fields.oferta ?? {};
}

type FormKey = keyof OfferValues;

/**
 * The values a save writes under the brand's rules: a hidden field keeps what is stored (nothing on a new offer),
 * a field that is shown but not editable keeps its stored value unless none is stored, a required one must be
 * filled (15 naming every empty one, on its own field).
 */
function applyFieldRules(actor: Actor, profile: OfferProfileId, given: OfferValues, stored: OfferValues | undefined, islands: boolean, enforceRequired = true): OfferValues {
  const rules = rulesFor(actor);
  const result: Record<string, unknown> = { ...given };
  const missing: ValidationFieldError[] = [];
  for (const ruleKey of OFFER_RULES_OF_PROFILE[profile]) {
    const rule = rules[ruleKey];
    if (!rule) continue;
    for (const field of OFFER_FIELD_RULE_FIELDS[ruleKey] as readonly FormKey[]) {
      const storedValue = stored?.[field];
      if (!rule.visible) {
        result[field] = storedValue;
        continue;
      }
      if (!rule.editable && storedValue !== undefined) result[field] = storedValue;
      const value = result[field];
      const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
      // A required salary means a salary, not a range: the maximum stays optional.
      // An island is asked only of a province made of islands.
      const applies = enforceRequired && field !== 'salarioMaximo' && (field !== 'idIsla' || islands);
      if (rule.required && empty && applies) missing.push({ campo: field, codigo: Status.MissingMandatoryData, clave: 'required' });
    }
  }
  if (missing.length > 0) throw new AppError(Status.MissingMandatoryData, { datos: { errores: missing } });
  return result as OfferValues;
}

const hasIslands = (db: DbHandle, provinceId: number | undefined) => (provinceId === undefined ? Promise.resolve(false) : repo.provinceHasIslands(db, provinceId));

/**
 * Every reference id of the form must be one of the institution's lists (15 on the field otherwise), and a
 * programme a new use of which the service stopped (deactivated) answers 63 on its field; an edit may keep the
 * programme the offer already had (`stored`).
 */
async function assertReferences(db: DbHandle, actor: Actor, v: OfferValues, stored?: OfferValues): Promise<void> {
  const fields: CatalogField[] = [
    { campo: 'titulaciones', catalog: 'degrees', ids: v.titulaciones.map((d) => d.id) },
    { campo: 'idSector', catalog: 'sectors', ids: v.idSector },
    { campo: 'idAreaFuncional', catalog: 'functional_areas', ids: v.idAreaFuncional },
    { campo: 'idContrato', catalog: 'contract_types', ids: v.idContrato },
    { campo: 'idPrograma', catalog: 'programmes', ids: v.idPrograma },
    { campo: 'idPais', catalog: 'countries', ids: v.idPais },
    { campo: 'idProvincia', catalog: 'provinces', ids: v.idProvincia },
    { campo: 'idIsla', catalog: 'islands', ids: v.idIsla },
    { campo: 'idiomas', catalog: 'languages', ids: v.idiomas?.map((l) => l.idIdioma) },
    { campo: 'idiomas', catalog: 'language_levels', ids: v.idiomas?.map((l) => l.idNivel) },
    { campo: 'programasInformaticos', catalog: 'software', ids: v.programasInformaticos },
    { campo: 'documentosRequeridos', catalog: 'document_types', ids: v.documentosRequeridos },
    { campo: 'paisesNacionalidad', catalog: 'countries', ids: v.paisesNacionalidad },
    { campo: 'paisesResidencia', catalog: 'countries', ids: v.paisesResidencia },
    { campo: 'provinciasResidencia', catalog: 'provinces', ids: v.provinciasResidencia },
    { campo: 'competencias', catalog: 'competences', ids: v.competencias },
    { campo: 'intereses', catalog: 'tags', ids: v.intereses },
  ];
  await assertCatalogIds(db, actor, fields);
  await assertProgrammeActive(db, actor, 'idPrograma', v.idPrograma, stored?.idPrograma);
}

/** Internship offers need the company's IBAN (spec 2 §6, code 72); one given with the offer is saved in the company's data. */
async function assertIban(db: DbHandle, actor: Actor, profile: OfferProfileId, given: string | undefined): Promise<void> {
  if (profile !== OFFER_PROFILE.internship) return;
  const companyId = companyOf(actor);
  if (given !== undefined) {
    await repo.setCompanyIban(db, companyId, given);
    return;
  }
  if (!(await repo.companyIban(db, companyId))) {
    throw new AppError(Status.IbanMissing, { datos: { errores: [{ campo: 'iban', codigo: Status.IbanMissing, clave: 'required' }] } });
  }
}

/** The first day a candidate can no longer apply must not be already gone: an offer must open for at least one day. */
function assertDeadline(v: OfferValues, today: string): void {
  if (v.fechaCaducidad !== undefined && v.fechaCaducidad < today) {
    throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'fechaCaducidad', codigo: Status.MissingMandatoryData, clave: 'range' }] } });
  }
}

function slugOf(title: string): string {
  const slug = slugify(title).slice(0, 80).replace(/-+$/g, '');
  return slug || 'oferta';
}

/** How a new offer starts: sent to the service at once (`pending`), or a draft (a copy names its original). */
type Start = { state: 'pending' } | { state: 'draft'; step: number; copyOf?: number };

async function createOffer(db: DbHandle, actor: Actor, values: OfferValues, now: Date, start: Start) {
  const today = serviceDay(now);
  const columns = columnsOf({ ...values, fechaCaducidad: values.fechaCaducidad ?? addDays(today, OFFER_DEFAULT_OPEN_DAYS) });
  const draft = start.state === 'draft' ? { draft_step: start.step, copy_of_offer_id: start.copyOf ?? null } : {};
  const created = await repo.insertOffer(
    db,
    { ...columns, ...draft, institution_id: actor.institutionId, company_id: companyOf(actor), state: start.state, manager_user_id: null, published_at: null, highlighted_on: null },
    slugOf(values.titulo),
    Number(today.slice(0, 4)),
  );
  await repo.replaceDegrees(db, created.id, values.titulaciones);
  return created;
}

/** The service's staff hear of an offer that waits for them (new, or edited after being sent back). */
async function tellStaff(db: DbHandle, actor: Actor, effects: CallEffects, offer: { id: number; title: string }) {
  const empresa = await repo.companyName(db, actor.companyId as number);
  await effects.notify({ kind: 'offer.submitted', to: { staff: true }, params: { empresa, oferta: offer.title }, link: `/gestion/ofertas/${offer.id}` });
}

/**
 * The complete checks an offer passes before the service sees it: the brand's rules, the deadline, the lists, the
 * IBAN, and last the company's required data the company may have put off at its first login (611): the form's own
 * errors come first, so the company fixes the offer, then completes its data once.
 */
async function checkedForService(db: DbHandle, actor: Actor, given: OfferValues, today: string): Promise<OfferValues> {
  const values = applyFieldRules(actor, given.idPerfil, given, undefined, await hasIslands(db, given.idProvincia));
  assertDeadline(values, today);
  await assertReferences(db, actor, values);
  await assertIban(db, actor, values.idPerfil, values.iban);
  await assertDataCompleteForOffers(db, actor);
  return values;
}

/**
 * addOferta: a new offer pending validation; with idOferta, the sending of one of my drafts (it joins the service's
 * queue now, as a new offer would) or the edit of a pending one while it may still be edited.
 */
export async function saveOffer(db: DbHandle, actor: Actor, effects: CallEffects, form: OfferForm, now: Date) {
  const today = serviceDay(now);
  const { idOferta, ...given } = form;
  if (idOferta === undefined) {
    const values = await checkedForService(db, actor, given, today);
    const created = await createOffer(db, actor, values, now, { state: 'pending' });
    await tellStaff(db, actor, effects, { id: created.id, title: values.titulo });
    await recordAudit(db, actor, { entity: 'offer', entityId: created.id, action: 'submitOffer', to: 'pendiente', detail: values.titulo });
    return { created: true, offer: created };
  }

  const offer = await ownOffer(db, actor, { id: idOferta }, 'change');
  if (offer.state === 'draft') return sendDraft(db, actor, effects, offer, given, now);
  if (offer.manager_user_id !== null) throw new AppError(Status.OfferHasManager);
  const state = companyState({ ...offer, expires_on: offer.expires_day }, today);
  if (!isEditable(state, offer.expires_day, false, today)) throw new AppError(Status.OfferNotEditable);
  const stored = formValuesOf(offer, await repo.degreesOf(db, offer.id));
  // The profile is the offer's: a job becomes an internship through the opposite-profile copy, not an edit.
  const values = applyFieldRules(actor, offer.profile, { ...given, idPerfil: offer.profile }, stored, await hasIslands(db, given.idProvincia ?? stored.idProvincia));
  assertDeadline(values, today);
  await assertReferences(db, actor, values, stored);
  await assertIban(db, actor, values.idPerfil, values.iban);
  await repo.updateOffer(db, offer.id, columnsOf({ ...values, fechaCaducidad: values.fechaCaducidad ?? addDays(today, OFFER_DEFAULT_OPEN_DAYS) }));
  await repo.replaceDegrees(db, offer.id, values.titulaciones);
  await repo.clearReturnedReview(db, offer.id);
  await tellStaff(db, actor, effects, { id: offer.id, title: values.titulo ?? offer.title });
  await recordAudit(db, actor, { entity: 'offer', entityId: offer.id, action: 'editOffer', from: state, to: 'pendiente', detail: values.titulo ?? offer.title });
  return { created: false, offer: { id: offer.id, url: offer.url_access } };
}

/**
 * Sending a draft: checked as a new offer (the profile may still have changed), then pending, and the service is
 * told. Its date becomes the day it was sent, so the queue (oldest first) reads how long it has really waited.
 */
async function sendDraft(db: DbHandle, actor: Actor, effects: CallEffects, draft: repo.StoredOffer, given: OfferValues, now: Date) {
  const today = serviceDay(now);
  const values = await checkedForService(db, actor, given, today);
  const columns = columnsOf({ ...values, fechaCaducidad: values.fechaCaducidad ?? addDays(today, OFFER_DEFAULT_OPEN_DAYS) });
  await repo.updateOffer(db, draft.id, { ...columns, state: 'pending', draft_step: null, created_at: now });
  await repo.replaceDegrees(db, draft.id, values.titulaciones);
  await tellStaff(db, actor, effects, { id: draft.id, title: values.titulo });
  await recordAudit(db, actor, { entity: 'offer', entityId: draft.id, action: 'submitOffer', from: 'borrador', to: 'pendiente', detail: values.titulo });
  return { created: true, offer: { id: draft.id, url: draft.url_access } };
}

/** A draft's values as the row keeps them: what is not filled yet stays empty. */
function draftValues(draft: Omit<OfferDraft, 'idOferta' | 'paso'>): OfferValues {
  // The IBAN is company data: it is saved with the company's data only when the offer is sent.
  const { iban: _iban, ...values } = draft;
  return { ...values, descripcion: values.descripcion ?? '', titulaciones: values.titulaciones ?? [] };
}

/**
 * guardarBorradorOferta: the form kept on the server with its step, so it survives a closed tab or another device.
 * Each field passes its own rule and reference ids must be the institution's; what the brand hides is not written.
 * Nobody is told: the service hears of the offer when the draft is sent (addOferta). An offer already sent is no
 * draft any more (68).
 */
export async function saveDraft(db: DbHandle, actor: Actor, input: OfferDraft, now: Date) {
  const { idOferta, paso, ...given } = input;
  const step = paso ?? 0;
  // Until it is sent every field is the company's own: what the brand does not let it change applies to offers sent.
  const values = applyFieldRules(actor, given.idPerfil, draftValues(given), undefined, false, false);
  if (idOferta === undefined) {
    await assertReferences(db, actor, values);
    return { offer: await createOffer(db, actor, values, now, { state: 'draft', step }), step };
  }
  const offer = await ownOffer(db, actor, { id: idOferta }, 'change');
  if (offer.state !== 'draft') throw new AppError(Status.OfferNotEditable);
  // A programme the service has since stopped may stay in the draft that already had it.
  await assertReferences(db, actor, values, formValuesOf(offer, await repo.degreesOf(db, offer.id)));
  await repo.updateOffer(db, offer.id, { ...columnsOf(values), draft_step: step });
  await repo.replaceDegrees(db, offer.id, values.titulaciones);
  return { offer: { id: offer.id, url: offer.url_access }, step };
}

/** dameOfertaEditable: my offer as the form edits it; 25 when managed; `editable` false (512) once it cannot change. */
export async function editableOffer(db: DbHandle, actor: Actor, id: number, now: Date) {
  const today = serviceDay(now);
  const offer = await ownOffer(db, actor, { id }, 'read');
  if (offer.manager_user_id !== null) throw new AppError(Status.OfferHasManager);
  const state = companyState({ ...offer, expires_on: offer.expires_day }, today);
  const degrees = await repo.degreesOf(db, offer.id);
  return {
    offer,
    degrees,
    state,
    editable: isEditable(state, offer.expires_day, false, today),
    companyHasIban: Boolean(await repo.companyIban(db, companyOf(actor))),
  };
}

export type EditableOfferView = Awaited<ReturnType<typeof editableOffer>>;

/**
 * copiarOferta / copiarOfertaPerfilContrario: a new draft marked as a copy of the offer, open for the default days
 * once sent. Nobody is told: a copy reaches the service's queue only when the company has checked and sent it.
 */
export async function copyOffer(db: DbHandle, actor: Actor, url: string, opposite: boolean, now: Date) {
  if (!actor.brand.flags.canDuplicarOfertas) throw new AppError(Status.ActionNotAllowed);
  const offer = await ownOffer(db, actor, { url }, 'read');
  const profile: OfferProfileId = opposite ? (offer.profile === OFFER_PROFILE.internship ? OFFER_PROFILE.job : OFFER_PROFILE.internship) : offer.profile;
  await assertIban(db, actor, profile, undefined);
  const values = withProfile(formValuesOf(offer, await repo.degreesOf(db, offer.id)), profile);
  const created = await createOffer(db, actor, { ...values, fechaCaducidad: undefined }, now, { state: 'draft', step: 0, copyOf: offer.id });
  // The copy is a draft nobody else reads, but the log keeps which offer it came from (issue 22: every write).
  await recordAudit(db, actor, { entity: 'offer', entityId: created.id, action: 'duplicateOffer', from: String(offer.id), to: 'borrador', detail: offer.title });
  return { ...created, profile };
}

/**
 * cerrarOferta: a published offer (expired or not) closes: hidden from candidates, no new candidacies, and every
 * candidacy still open is closed (state 7, the portal's own move), its candidate told. Who was hired is recorded.
 */
export async function closeOffer(db: DbHandle, actor: Actor, effects: CallEffects, input: CloseOffer) {
  const offer = await ownOffer(db, actor, { url: input.urlOferta }, 'change');
  if (offer.state !== 'published') throw new AppError(Status.InvalidStateChange);
  await assertCatalogIds(db, actor, [{ campo: 'idTipoContrato', catalog: 'contract_types', ids: input.idTipoContrato }]);
  await repo.updateOffer(db, offer.id, { state: 'closed' });
  const hired = input.candidatoPropuestoPorServicio;
  await repo.recordClosure(db, {
    offer_id: offer.id,
    proposed_by_service: hired,
    hired_name: hired ? (input.nombreContratado ?? null) : null,
    contract_start: hired ? (input.fechaInicioContrato ?? null) : null,
    contract_type_id: hired ? (input.idTipoContrato ?? null) : null,
    by_user_id: actor.userId,
  });
  await closeOpenCandidacies(db, effects, actor, offer);
  await recordAudit(db, actor, { entity: 'offer', entityId: offer.id, action: 'close', from: 'publicada', to: 'cerrada', detail: offer.title });
  return { id: offer.id, url: offer.url_access };
}

/**
 * deleteOferta: only an offer nobody applied to (candidacies are the candidates' history: close it instead, 48),
 * never a managed one (25), and only where the brand lets companies delete offers (48). A draft reached nobody,
 * so discarding it is always allowed.
 */
export async function deleteOffer(db: DbHandle, actor: Actor, url: string) {
  const offer = await ownOffer(db, actor, { url }, 'change');
  if (offer.state !== 'draft' && !actor.brand.flags.canBorrarOfertas) throw new AppError(Status.ActionNotAllowed);
  if (offer.manager_user_id !== null) throw new AppError(Status.OfferHasManager);
  if ((await repo.candidacyCount(db, offer.id)) > 0) throw new AppError(Status.ActionNotAllowed);
  await repo.deleteOffer(db, offer.id);
  // The line outlives the offer: its id and title are all that is left of it.
  await recordAudit(db, actor, { entity: 'offer', entityId: offer.id, action: 'deleteOffer', from: offer.state === 'draft' ? 'borrador' : null, detail: offer.title });
  return { id: offer.id, url: offer.url_access };
}

/** The id of one of my offers, whatever its state (for the candidate's view of it). */
export async function ownOfferUrl(db: DbHandle, actor: Actor, id: number): Promise<{ id: number; url: string }> {
  const offer = await ownOffer(db, actor, { id }, 'read');
  return { id: offer.id, url: offer.url_access };
}
