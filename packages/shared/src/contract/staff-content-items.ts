import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { normaliseExtension, zBase64File, zOptional, zOptionalUrl, zRequiredText, zUploadedFile, zUrl } from '../validation/schemas.ts';
import { PROFILE_PHOTO_EXTENSIONS } from '../validation/limits.ts';
import { contentTextFields, requireSpanishOfTranslations } from '../validation/content-languages.ts';
import { zId } from './staff-common.ts';

/**
 * What the employment service publishes besides communications: events (card, description, gallery, videos),
 * orientation guides, internship programmes and the reasons a candidacy is turned down. Texts are written per
 * language (ca/es/en); an event's Spanish text is the one shown where a translation is missing.
 */

/** An image: PNG or JPEG, checked by its content on the server and scaled down before it is stored. */
export const zContentImage = z.object({
  ficheroB64: zBase64File,
  extension: z
    .string({ error: 'fileType' })
    .transform(normaliseExtension)
    .refine((extension) => (PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(extension), 'fileType'),
});

export const EVENT_GALLERY_MAX = 8;
export const EVENT_VIDEOS_MAX = 5;

const zCategory = z
  .string({ error: 'required' })
  .trim()
  .min(2, 'minLength')
  .max(40, 'maxLength')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'malformed');

export const staffEvent = z.object({
  id: z.number(),
  urlAcceso: z.string(),
  categoria: z.string(),
  fecha: z.string().describe('ISO 8601 instant'),
  lugar: z.string(),
  destacado: z.boolean(),
  tituloCa: z.string(),
  tituloEs: z.string(),
  tituloEn: z.string(),
  entradillaCa: z.string(),
  entradillaEs: z.string(),
  entradillaEn: z.string(),
  descripcionCa: z.string(),
  descripcionEs: z.string(),
  descripcionEn: z.string(),
  imagen: z.string().nullable().describe('The main image (data URL) or null'),
  galeria: z.array(z.string()).describe('Gallery images (data URLs), in order'),
  videos: z.array(z.string()),
});
export type StaffEvent = z.infer<typeof staffEvent>;

export const eventBody = z.object({
  /** Absent: a new event. */
  id: zOptional(zId),
  categoria: zCategory,
  fecha: z.iso.datetime({ offset: true, error: 'malformed' }),
  lugar: zRequiredText(2, 200),
  destacado: z.boolean({ error: 'malformed' }),
  // The shared rule of content languages: the Spanish title is required, every translation optional, and a lead
  // or description translated needs its Spanish text (the fallback of every reader).
  ...contentTextFields('titulo', 3, 200, { required: true }),
  ...contentTextFields('entradilla', 3, 500),
  ...contentTextFields('descripcion', 3, 5000),
  /** A new main image; absent keeps the current one unless `sinImagen`. */
  imagen: zOptional(zContentImage),
  sinImagen: zOptional(z.boolean({ error: 'malformed' })),
  videos: z.array(zUrl, { error: 'malformed' }).max(EVENT_VIDEOS_MAX, 'range'),
}).superRefine(requireSpanishOfTranslations(['entradilla', 'descripcion']));

export const galleryImageBody = z.object({ id: zId, imagen: zContentImage });
export const galleryRemoveBody = z.object({ id: zId, indice: z.number({ error: 'malformed' }).int('integer').min(0, 'range').max(EVENT_GALLERY_MAX - 1, 'range') });

export const staffGuide = z.object({
  id: z.number(),
  tituloCa: z.string(),
  tituloEs: z.string(),
  tituloEn: z.string(),
  descripcionCa: z.string(),
  descripcionEs: z.string(),
  descripcionEn: z.string(),
  /** The stored file's name, or null when the guide points to an address. */
  nombreFichero: z.string().nullable(),
  urlFichero: z.string().describe('External address, or the download call of the stored file'),
  enlace: z.string().nullable(),
  imagen: z.string().nullable(),
});
export type StaffGuide = z.infer<typeof staffGuide>;

export const guideBody = z.object({
  id: zOptional(zId),
  tituloCa: zRequiredText(3, 200),
  tituloEs: zRequiredText(3, 200),
  tituloEn: zRequiredText(3, 200),
  descripcionCa: zRequiredText(3, 2000),
  descripcionEs: zRequiredText(3, 2000),
  descripcionEn: zRequiredText(3, 2000),
  /** A new file; a guide needs a file or an address (15 on `fichero` otherwise). */
  fichero: zOptional(zUploadedFile),
  enlace: zOptionalUrl,
  imagen: zOptional(zContentImage),
  sinImagen: zOptional(z.boolean({ error: 'malformed' })),
});

export const staffProgramme = z.object({
  id: z.number(),
  nombreCa: z.string(),
  nombreEs: z.string(),
  nombreEn: z.string(),
  activo: z.boolean(),
  ofertas: z.number().describe('Offers of the programme: one in use is deactivated, never deleted'),
});
export type StaffProgramme = z.infer<typeof staffProgramme>;

export const programmeBody = z.object({
  id: zOptional(zId),
  nombreCa: zRequiredText(3, 200),
  nombreEs: zRequiredText(3, 200),
  nombreEn: zRequiredText(3, 200),
});

export const staffRejectionReason = z.object({
  idMotivo: z.number(),
  idEstado: z.number(),
  idPerfil: z.number().nullable().describe('1 employment, 2 internship, null both'),
  descripcionCa: z.string(),
  descripcionEs: z.string(),
  descripcionEn: z.string(),
  paraAlumnos: z.boolean().describe('Offered to students turning down a pre-enrolment; otherwise to companies and staff'),
  activo: z.boolean(),
  propio: z.boolean().describe("The institution's own reason (editable); false: the portal's common list"),
});
export type StaffRejectionReason = z.infer<typeof staffRejectionReason>;

export const rejectionReasonBody = z.object({
  idMotivo: zOptional(zId),
  idPerfil: z.union([z.literal(1), z.literal(2), z.null()], { error: 'malformed' }),
  descripcionCa: zRequiredText(3, 200),
  descripcionEs: zRequiredText(3, 200),
  descripcionEn: zRequiredText(3, 200),
  paraAlumnos: z.boolean({ error: 'malformed' }),
});

const activeBody = z.object({ id: zId, activo: z.boolean({ error: 'malformed' }) });
const idBody = z.object({ id: zId });

const gestor = (name: string, method: 'GET' | 'POST', summary: string) => ({ name, method, path: `/api/Gestor/${name}`, roles: ['Gestor'] as const, summary, ...(method === 'POST' ? { changeLog: 'logged' as const } : {}) });

export const staffContentItemCalls = {
  events: defineCall({ ...gestor('dameEventosGestor', 'GET', "The institution's events, newest first"), datos: z.array(staffEvent) }),
  saveEvent: defineCall({
    ...gestor('guardaEventoGestor', 'POST', 'Creates (no id) or edits an event (608 unknown id; 46 an image that is not PNG/JPEG)'),
    body: eventBody,
    datos: staffEvent,
  }),
  deleteEvent: defineCall({ ...gestor('borraEventoGestor', 'POST', 'Deletes an event (608 unknown id)'), body: idBody, datos: z.object({ id: z.number() }) }),
  addGalleryImage: defineCall({
    ...gestor('anadeImagenGaleriaEventoGestor', 'POST', `Adds an image to an event's gallery (at most ${EVENT_GALLERY_MAX}: 48 past that)`),
    body: galleryImageBody,
    datos: staffEvent,
  }),
  removeGalleryImage: defineCall({
    ...gestor('quitaImagenGaleriaEventoGestor', 'POST', "Removes the image at `indice` from an event's gallery"),
    body: galleryRemoveBody,
    datos: staffEvent,
  }),
  guides: defineCall({ ...gestor('dameGuiasGestor', 'GET', "The institution's orientation guides, in their order"), datos: z.array(staffGuide) }),
  saveGuide: defineCall({
    ...gestor('guardaGuiaGestor', 'POST', 'Creates (no id) or edits an orientation guide: a file or an address, an optional image'),
    body: guideBody,
    datos: staffGuide,
  }),
  deleteGuide: defineCall({ ...gestor('borraGuiaGestor', 'POST', 'Deletes a guide and its stored file (608 unknown id)'), body: idBody, datos: z.object({ id: z.number() }) }),
  programmes: defineCall({ ...gestor('dameProgramasGestor', 'GET', "The institution's internship programmes, active or not"), datos: z.array(staffProgramme) }),
  saveProgramme: defineCall({ ...gestor('guardaProgramaGestor', 'POST', 'Creates (no id) or renames a programme'), body: programmeBody, datos: staffProgramme }),
  setProgrammeActive: defineCall({
    ...gestor('activaProgramaGestor', 'POST', 'Deactivates a programme (no longer offered; offers keep it) or activates it again'),
    body: activeBody,
    datos: staffProgramme,
  }),
  rejectionReasons: defineCall({
    ...gestor('dameMotivosRechazoGestor', 'GET', "Reasons for turning down a candidacy: the common list and the institution's own"),
    datos: z.array(staffRejectionReason),
  }),
  saveRejectionReason: defineCall({
    ...gestor('guardaMotivoRechazoGestor', 'POST', "Creates (no id) or edits one of the institution's own reasons (608 another's or a common one)"),
    body: rejectionReasonBody,
    datos: staffRejectionReason,
  }),
  setRejectionReasonActive: defineCall({
    ...gestor('activaMotivoRechazoGestor', 'POST', "Stops offering one of the institution's own reasons, or offers it again"),
    body: activeBody,
    datos: staffRejectionReason,
  }),
} as const;
