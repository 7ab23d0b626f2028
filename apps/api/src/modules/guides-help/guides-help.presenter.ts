import type { InfoPage, InfoPageName, Language, StaffInfoPage } from '@portal/shared';
import type { InfoPageRow } from './guides-help.repository.ts';

const suffix = { es: 'es', ca: 'ca', en: 'en' } as const satisfies Record<Language, string>;

/** The published page in the reader's language (publishing needs all three, so there is always one). */
export function presentPage(row: InfoPageRow & { published_at: Date }, language: Language): InfoPage {
  const lang = suffix[language];
  return { pagina: row.page, titulo: row[`title_${lang}`], texto: row[`body_${lang}`], fecha: row.published_at.toISOString() };
}

/** A page as staff edit it; a page never written is an empty draft. */
export function presentStaffPage(page: InfoPageName, row: InfoPageRow | undefined): StaffInfoPage {
  return {
    pagina: page,
    tituloEs: row?.title_es ?? '',
    tituloCa: row?.title_ca ?? '',
    tituloEn: row?.title_en ?? '',
    textoEs: row?.body_es ?? '',
    textoCa: row?.body_ca ?? '',
    textoEn: row?.body_en ?? '',
    publicada: row?.published_at != null,
    fechaPublicacion: row?.published_at ? row.published_at.toISOString() : null,
    fechaModificacion: row ? row.updated_at.toISOString() : null,
  };
}
