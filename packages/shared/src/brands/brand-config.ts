import type { Language } from '../i18n/language.ts';

/** Text given per interface language. */
export type Localised = Record<Language, string>;

/** The feature switches of spec 1 §1, plus the ones the screens imply (spec 1 §2, §6). */
export interface BrandFlags {
  canBorrarCuenta: boolean;
  hasEventos: boolean;
  hasGuiasOrientacion: boolean;
  canCambiarPracticas: boolean;
  hasProgramaPracticasActivo: boolean;
  requestTipoContacto: boolean;
  checkDatosCompletosEmpresa: boolean;
  popupDatosObligatorios: boolean;
  hashelp: boolean;
  tratamiendoDatosConvenio: boolean;
  canCrearConvenios: boolean;
  banner_home: boolean;
  analitycs: boolean;
  canRegistroAlumno: boolean;
  /** New candidates start with active search on (job and internship). */
  BornActive: boolean;
  /** Vocational-training (cycles) institution: no university internship offers menu. */
  cyclesOnly: boolean;
  canDuplicarOfertas: boolean;
  canBorrarOfertas: boolean;
  canSubirConvenios: boolean;
  /** Candidates and companies may propose an internship (/propuesta-practicas). */
  hasPropuestaPracticas: boolean;
  /** The institution's graduates must log in through its single sign-on (code 95). */
  graduatesMustUseSso: boolean;
}

export type BrandLevel = 'grado' | 'postgrado' | 'tituloPropio' | 'doctorado' | 'nivelOtros';

/** Per-field rule for the configurable forms (offers, internships, personal, academic data, experience). */
export interface FieldRule {
  visible: boolean;
  editable: boolean;
  required: boolean;
}

export type FieldArea = 'oferta' | 'practica' | 'datosPersonales' | 'datosAcademicos' | 'experiencia';

export interface BrandTheme {
  primary: string;
  primaryContrast: string;
  secondary: string;
  accent: string;
  headerBackground: string;
  headerText: string;
  footerBackground: string;
  footerText: string;
}

export interface BrandLink {
  label: Localised;
  href: string;
}

export interface BrandConfig {
  id: BrandId;
  name: Localised;
  shortName: string;
  /** Address candidates write to about enrolment; fills the {email} of the unmet-requirements message. */
  contactEmail: string;
  theme: BrandTheme;
  /** `srcByLanguage`: a logo whose text is in another language (the generic brand's name is translated). */
  logo: { src: string; alt: Localised; srcByLanguage?: Partial<Record<Language, string>> };
  languages: readonly Language[];
  languagebydefault: Language;
  levels: Record<BrandLevel, boolean>;
  flags: BrandFlags;
  fields: Record<FieldArea, Record<string, FieldRule>>;
  login: { alumnos: Localised; empresas: Localised; antiguos: Localised };
  footer: { text: Localised; links: BrandLink[]; showLanguageSwitch: boolean };
  banner?: { title: Localised; text: Localised; link?: string };
  customMessages: { registro?: Localised; convenioSubido?: Localised; convenioGenerado?: Localised };
  /**
   * Where the web sends a page view once the visitor accepts the cookies (flag `analitycs` only): the portal's own
   * counter (analyticsCalls.pageView) unless a brand names another same-origin endpoint.
   */
  analyticsUrl: string;
}

export const BRAND_IDS = ['generic', 'uib', 'udg', 'urv', 'uvic', 'fpcat'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}
