import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptionalText } from '../validation/schemas.ts';
import { hasControlCharacters } from '../validation/control-characters.ts';
import { looksLikeHtml } from '../text/page-markup.ts';

/**
 * The service's information pages (issue 19): the career-guidance page (/orientacion-laboral) and the help page
 * (/ayuda, brands with hashelp), written by staff in ca, es and en in the restricted markup of
 * text/page-markup.ts, a draft until published. A portal extension: the spec names the pages, not their calls.
 */

export const INFO_PAGES = ['orientacion-laboral', 'ayuda'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];
export const INFO_PAGE_TITLE_MAX = 120;
export const INFO_PAGE_TEXT_MAX = 20000;

const zPageName = z.enum(INFO_PAGES, { error: 'malformed' });

/** A page's text: multi-line, the restricted markup only (HTML refused as `noHtml`). */
const zPageText = zOptionalText(1, INFO_PAGE_TEXT_MAX).refine((value) => value === undefined || !looksLikeHtml(value), 'noHtml');
const zPageTitle = zOptionalText(2, INFO_PAGE_TITLE_MAX).refine((value) => value === undefined || !hasControlCharacters(value, { multiline: false }), 'controlCharacters');

/** What a candidate reads: the page in the language of the request. */
export const infoPage = z.object({
  pagina: zPageName,
  titulo: z.string(),
  texto: z.string().describe('Restricted markup (## heading, - list item, [words](https://address)); render it with parsePageMarkup, never as HTML'),
  fecha: z.string().describe('When it was last published (ISO)'),
});
export type InfoPage = z.infer<typeof infoPage>;

/** What staff edit: the three languages and the state. */
export const staffInfoPage = z.object({
  pagina: zPageName,
  tituloEs: z.string(),
  tituloCa: z.string(),
  tituloEn: z.string(),
  textoEs: z.string(),
  textoCa: z.string(),
  textoEn: z.string(),
  publicada: z.boolean(),
  fechaPublicacion: z.string().nullable(),
  fechaModificacion: z.string().nullable().describe('Null: never written'),
});
export type StaffInfoPage = z.infer<typeof staffInfoPage>;

/**
 * A save: any language may be empty while a draft; publishing (`publicada: true`) needs the title and the text in
 * all three (649 otherwise, naming the empty fields in datos.errores).
 */
export const infoPageBody = z.object({
  pagina: zPageName,
  tituloEs: zPageTitle,
  tituloCa: zPageTitle,
  tituloEn: zPageTitle,
  textoEs: zPageText,
  textoCa: zPageText,
  textoEn: zPageText,
  publicada: z.boolean({ error: 'malformed' }),
});

export const guidesHelpCalls = {
  page: defineCall({
    name: 'damePaginaInformativa',
    method: 'GET',
    path: '/api/Alumno/damePaginaInformativa/:pagina',
    roles: ['Alumno'],
    summary: 'The published career-guidance or help page in the language of the request; null while not published (48: help on a brand without hashelp)',
    params: z.object({ pagina: zPageName }),
    datos: infoPage.nullable(),
  }),
  staffPages: defineCall({
    name: 'damePaginasInformativasGestor',
    method: 'GET',
    path: '/api/Gestor/damePaginasInformativasGestor',
    roles: ['Gestor'],
    summary: "The institution's information pages (career guidance, help) in the three languages, published or draft",
    datos: z.array(staffInfoPage),
  }),
  savePage: defineCall({
    name: 'guardaPaginaInformativaGestor',
    method: 'POST',
    path: '/api/Gestor/guardaPaginaInformativaGestor',
    roles: ['Gestor'],
    summary: 'Saves an information page as a draft or published (649: published with a language missing)',
    changeLog: 'logged',
    body: infoPageBody,
    datos: staffInfoPage,
  }),
} as const;
