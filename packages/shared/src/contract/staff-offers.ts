import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { offerDetail } from './offers.ts';
import { zOptional } from '../validation/schemas.ts';
import { dateText, dateTimeText, pageOf, zId, zIdFilter, zPage, zQueueOrder, zReason, zSearchText } from './staff-common.ts';

/**
 * The back office's offers: the queue of offers pending validation (validate: published, candidates see it; send
 * back to the company with remarks; reject with a reason), the manager (a managed offer is not editable by the
 * company, code 25), the featured date (`fechaDestacada`), closing and expiring.
 */

/**
 * `devuelta`: pending, sent back to the company with remarks and waiting for its changes. A company's draft is no
 * state of the back office: it reaches the service only when the company sends it (docs/decisions.md).
 */
export const STAFF_OFFER_STATES = ['pendiente', 'devuelta', 'publicada', 'cerrada', 'rechazada'] as const;
export type StaffOfferState = (typeof STAFF_OFFER_STATES)[number];

export const staffOffersQuery = z.object({
  estado: zOptional(z.enum(STAFF_OFFER_STATES, { error: 'malformed' })),
  texto: zSearchText,
  perfil: zOptional(z.coerce.number().int().min(1, 'range').max(2, 'range')),
  idEmpresa: zIdFilter,
  orden: zQueueOrder,
  pagina: zPage,
});

export const staffOfferItem = z.object({
  idOferta: z.number(),
  urlAcceso: z.string(),
  referencia: z.string(),
  titulo: z.string(),
  idEmpresa: z.number(),
  empresa: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  estado: z.enum(STAFF_OFFER_STATES),
  observaciones: z.string().nullable().describe('The remarks of the last send-back or rejection'),
  fechaCreacion: dateTimeText,
  fechaPublicacion: dateTimeText.nullable(),
  fechaDestacada: dateText.nullable(),
  fechaCaducidad: dateText.nullable(),
  gestor: z.object({ idUsuario: z.number(), nombre: z.string() }).nullable(),
  plazas: z.number(),
  candidaturas: z.number(),
  copiaDe: z.object({ idOferta: z.number(), referencia: z.string() }).nullable().describe('The offer the company copied this one from'),
});
export type StaffOfferItem = z.infer<typeof staffOfferItem>;

/**
 * What the company wrote in its form for the service and not for candidates (spec 1 §3 "Offer": company tutor
 * data, preferred candidate, destination company, order number, observations): the review needs it.
 */
export const companyNotes = z.object({
  observaciones: z.string().nullable().describe("The company's remarks for the service"),
  tutor: z
    .object({
      nombre: z.string().nullable(),
      apellidos: z.string().nullable(),
      email: z.string().nullable(),
      telefono: z.string().nullable(),
      cargo: z.string().nullable(),
      departamento: z.string().nullable(),
      titulacion: z.string().nullable(),
      dni: z.string().nullable(),
    })
    .nullable()
    .describe("The company's tutor; null when the form left it empty"),
  candidatoPreferido: z.string().nullable(),
  empresaDestino: z.string().nullable(),
  numeroPedido: z.string().nullable(),
});
export type CompanyNotes = z.infer<typeof companyNotes>;

export const staffMember = z.object({ idUsuario: z.number(), nombre: z.string(), email: z.string() });

export const offerIdBody = z.object({ idOferta: zId });
export const offerIdsBody = z.object({ idsOferta: z.array(zId).min(1, 'required').max(100, 'maxLength') });
export const offerRemarksBody = z.object({ idOferta: zId, observaciones: zReason });
export const offerReasonBody = z.object({ idOferta: zId, motivo: zReason });
export const offersRemarksBody = offerIdsBody.extend({ observaciones: zReason });
export const offersReasonBody = offerIdsBody.extend({ motivo: zReason });
export const offerManagerBody = z.object({
  idOferta: zId,
  /** null leaves the offer without a manager (editable again by the company while pending). */
  idGestor: zId.nullable(),
});
export const offerFeaturedBody = z.object({
  idOferta: zId,
  /** null takes the highlight away. */
  fechaDestacada: z
    .string({ error: 'malformed' })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'date')
    .nullable(),
});

const counts = z.record(z.enum(STAFF_OFFER_STATES), z.number());

const offerAction = <B extends z.ZodType>(name: string, summary: string, body: B) =>
  defineCall({ name, method: 'POST', path: `/api/Gestor/${name}`, roles: ['Gestor'], changeLog: 'logged', summary, body, datos: staffOfferItem });

export const staffOfferCalls = {
  list: defineCall({
    name: 'dameOfertasGestor',
    method: 'GET',
    path: '/api/Gestor/dameOfertasGestor',
    roles: ['Gestor'],
    summary: "The institution's offers by state (default: pending validation, oldest first; `orden` picks oldest or newest first), with a count per state",
    query: staffOffersQuery,
    datos: pageOf(staffOfferItem).extend({ contadores: counts }),
  }),
  detail: defineCall({
    name: 'dameOfertaGestor',
    method: 'GET',
    path: '/api/Gestor/dameOfertaGestor/:idOferta',
    roles: ['Gestor'],
    summary: 'One offer of the institution in any state: its back-office item and the offer as candidates will read it (608 another institution\'s)',
    params: z.object({ idOferta: zId }),
    datos: z.object({ oferta: staffOfferItem, detalle: offerDetail, notasEmpresa: companyNotes }),
  }),
  staff: defineCall({
    name: 'dameGestores',
    method: 'GET',
    path: '/api/Gestor/dameGestores',
    roles: ['Gestor'],
    summary: "The institution's staff members, to assign an offer's manager",
    datos: z.array(staffMember),
  }),
  validate: offerAction('validaOferta', 'Publishes a pending offer: candidates see it from now on. 14 when not pending', offerIdBody),
  validateMany: defineCall({
    name: 'validaOfertas',
    method: 'POST',
    path: '/api/Gestor/validaOfertas',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Publishes several pending offers at once; all or none (the web asks for confirmation first)',
    body: offerIdsBody,
    datos: z.object({ validadas: z.number() }),
  }),
  sendBack: offerAction('devuelveOferta', 'Sends a pending offer back to the company with remarks (mailed); it stays pending', offerRemarksBody),
  reject: offerAction('rechazaOferta', 'Rejects a pending offer with a reason (mailed). 14 when not pending', offerReasonBody),
  sendBackMany: defineCall({
    name: 'devuelveOfertas',
    method: 'POST',
    path: '/api/Gestor/devuelveOfertas',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Sends several pending offers back with the same remarks (each company told); all or none (14 when one is not pending)',
    body: offersRemarksBody,
    datos: z.object({ devueltas: z.number() }),
  }),
  rejectMany: defineCall({
    name: 'rechazaOfertas',
    method: 'POST',
    path: '/api/Gestor/rechazaOfertas',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Rejects several pending offers with the same reason (each company told); all or none (14 when one is not pending)',
    body: offersReasonBody,
    datos: z.object({ rechazadas: z.number() }),
  }),
  assignManager: offerAction('asignaGestorOferta', 'Sets or clears the staff member who manages the offer (the company can no longer edit it: 25)', offerManagerBody),
  feature: offerAction('destacaOferta', 'Sets or clears the featured date (fechaDestacada) that sorts the offer first', offerFeaturedBody),
  close: offerAction('cierraOfertaGestor', 'Closes a published offer: hidden, no new candidacies, open candidacies closed (state 7)', offerIdBody),
  expire: offerAction('caducaOferta', 'Expires a published offer today: it stays visible but takes no more candidacies', offerIdBody),
} as const;
