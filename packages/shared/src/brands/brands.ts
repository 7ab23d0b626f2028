import { baseBrand, fieldRules } from './base-brand.ts';
import type { BrandConfig, BrandFlags, BrandId, FieldArea, FieldRule } from './brand-config.ts';

type BrandOverrides = Omit<BrandConfig, 'flags' | 'fields' | 'levels' | 'languages' | 'languagebydefault' | 'login' | 'footer' | 'customMessages' | 'analyticsUrl'> &
  Partial<Pick<BrandConfig, 'languages' | 'languagebydefault' | 'login' | 'footer' | 'customMessages' | 'banner' | 'analyticsUrl'>> & {
    flags?: Partial<BrandFlags>;
    levels?: Partial<BrandConfig['levels']>;
    fields?: Partial<Record<FieldArea, Record<string, FieldRule>>>;
  };

function defineBrand(o: BrandOverrides): BrandConfig {
  const fields = { ...baseBrand.fields };
  for (const [area, rules] of Object.entries(o.fields ?? {}) as [FieldArea, Record<string, FieldRule>][]) {
    fields[area] = { ...fields[area], ...rules };
  }
  return {
    ...baseBrand,
    ...o,
    flags: { ...baseBrand.flags, ...o.flags },
    levels: { ...baseBrand.levels, ...o.levels },
    fields,
  };
}

const logo = (id: BrandId, name: string): BrandConfig['logo'] => ({
  src: `/brands/${id}/logo.svg`,
  alt: { ca: `Logotip de ${name}`, es: `Logotipo de ${name}`, en: `${name} logo` },
});

/** The generic brand: the product as sold, with every ability on. */
const generic = defineBrand({
  id: 'generic',
  name: { ca: "Portal d'Ocupació", es: 'Portal de Empleo', en: 'Jobs Portal' },
  shortName: 'Portal de Empleo',
  contactEmail: 'ocupacio@example.org',
  theme: {
    primary: '#1d4ed8',
    primaryContrast: '#ffffff',
    secondary: '#0f766e',
    accent: '#f59e0b',
    headerBackground: '#ffffff',
    headerText: '#111827',
    footerBackground: '#111827',
    footerText: '#f9fafb',
  },
  // The product's name is translated, so its logo is drawn in each language.
  logo: {
    src: '/brands/generic/logo.svg',
    srcByLanguage: { ca: '/brands/generic/logo-ca.svg', en: '/brands/generic/logo-en.svg' },
    alt: { ca: "Logotip del Portal d'Ocupació", es: 'Logotipo del Portal de Empleo', en: 'Jobs Portal logo' },
  },
  banner: {
    title: { ca: 'El teu futur professional comença aquí', es: 'Tu futuro profesional empieza aquí', en: 'Your career starts here' },
    text: {
      ca: 'Ofertes de feina i pràctiques de les empreses col·laboradores.',
      es: 'Ofertas de empleo y prácticas de las empresas colaboradoras.',
      en: 'Job and internship offers from our partner companies.',
    },
  },
});

/** Universitat de les Illes Balears: Catalan first, islands, programmes, internship limits, SSO for graduates. */
const uib = defineBrand({
  id: 'uib',
  name: { ca: "DOIP - Departament d'Orientació i Inserció Professional", es: 'DOIP - Departamento de Orientación e Inserción Profesional', en: 'DOIP - Careers Service' },
  shortName: 'DOIP UIB',
  contactEmail: 'doip@uib.example',
  theme: {
    primary: '#00447a',
    primaryContrast: '#ffffff',
    secondary: '#6b8e23',
    accent: '#e5a000',
    headerBackground: '#00447a',
    headerText: '#ffffff',
    footerBackground: '#002a4d',
    footerText: '#ffffff',
  },
  logo: logo('uib', 'DOIP UIB'),
  languagebydefault: 'ca',
  flags: {
    hasProgramaPracticasActivo: true,
    canCambiarPracticas: true,
    requestTipoContacto: true,
    tratamiendoDatosConvenio: true,
    graduatesMustUseSso: true,
    canRegistroAlumno: false,
  },
  levels: { nivelOtros: true },
  fields: {
    oferta: { isla: fieldRules.required, campus: fieldRules.shown, numeroPedido: fieldRules.shown },
  },
  customMessages: {
    convenioGenerado: {
      ca: 'Conveni generat. Signau-lo i pujau-lo a la secció de documentació.',
      es: 'Convenio generado. Fírmelo y súbalo en la sección de documentación.',
      en: 'Agreement generated. Sign it and upload it in the documentation section.',
    },
  },
});

/** Universitat de Girona: no account deletion from the portal, no events, help off. */
const udg = defineBrand({
  id: 'udg',
  name: { ca: 'UdG Ocupació', es: 'UdG Empleo', en: 'UdG Careers' },
  shortName: 'UdG Ocupació',
  contactEmail: 'ocupacio@udg.example',
  theme: {
    primary: '#b5121b',
    primaryContrast: '#ffffff',
    secondary: '#4b5563',
    accent: '#d97706',
    headerBackground: '#ffffff',
    headerText: '#1f2937',
    footerBackground: '#3f0d10',
    footerText: '#ffffff',
  },
  logo: logo('udg', 'UdG Ocupació'),
  languagebydefault: 'ca',
  flags: { canBorrarCuenta: false, hasEventos: false, hashelp: false, canCrearConvenios: false, banner_home: false },
});

/** Universitat Rovira i Virgili: programmes and agreement data-protection text, no guides, analytics with consent. */
const urv = defineBrand({
  id: 'urv',
  name: { ca: 'URV Borsa de Treball', es: 'URV Bolsa de Trabajo', en: 'URV Job Board' },
  shortName: 'URV Borsa',
  contactEmail: 'borsa@urv.example',
  theme: {
    primary: '#7a1e48',
    primaryContrast: '#ffffff',
    secondary: '#1e3a5f',
    accent: '#c2410c',
    headerBackground: '#ffffff',
    headerText: '#1f2937',
    footerBackground: '#2d0b1b',
    footerText: '#f3f4f6',
  },
  logo: logo('urv', 'URV Borsa'),
  flags: {
    hasGuiasOrientacion: false,
    hasProgramaPracticasActivo: true,
    tratamiendoDatosConvenio: true,
    analitycs: true,
    canDuplicarOfertas: false,
    BornActive: false,
  },
});

/** Universitat de Vic: small service, no registration, no agreements created online, internship changes allowed. */
const uvic = defineBrand({
  id: 'uvic',
  name: { ca: 'UVic Carreres Professionals', es: 'UVic Carreras Profesionales', en: 'UVic Careers' },
  shortName: 'UVic Carreres',
  contactEmail: 'carreres@uvic.example',
  theme: {
    primary: '#0e7490',
    primaryContrast: '#ffffff',
    secondary: '#334155',
    accent: '#ca8a04',
    headerBackground: '#ecfeff',
    headerText: '#0f172a',
    footerBackground: '#083344',
    footerText: '#ffffff',
  },
  logo: logo('uvic', 'UVic Carreres'),
  languagebydefault: 'ca',
  flags: { canRegistroAlumno: false, canCrearConvenios: false, canCambiarPracticas: true, canBorrarOfertas: false, popupDatosObligatorios: false },
  levels: { doctorado: false },
});

/** A network of vocational-training centres: cycles only, no university levels, no internship-offer menu. */
const fpcat = defineBrand({
  id: 'fpcat',
  name: { ca: 'FP Ocupació', es: 'FP Empleo', en: 'VET Jobs' },
  shortName: 'FP Ocupació',
  contactEmail: 'borsa@fp.example',
  theme: {
    primary: '#15803d',
    primaryContrast: '#ffffff',
    secondary: '#1e40af',
    accent: '#ea580c',
    headerBackground: '#ffffff',
    headerText: '#14532d',
    footerBackground: '#052e16',
    footerText: '#ffffff',
  },
  logo: logo('fpcat', 'FP Ocupació'),
  languages: ['ca', 'es'],
  languagebydefault: 'ca',
  levels: { grado: false, postgrado: false, tituloPropio: false, doctorado: false, nivelOtros: true },
  flags: {
    cyclesOnly: true,
    hasGuiasOrientacion: false,
    hasProgramaPracticasActivo: false,
    canCrearConvenios: false,
    hasPropuestaPracticas: false,
    hashelp: false,
  },
  fields: { datosAcademicos: { notaMedia: fieldRules.hidden, creditosSuperados: fieldRules.hidden } },
});

export const brands: Record<BrandId, BrandConfig> = { generic, uib, udg, urv, uvic, fpcat };

export const DEFAULT_BRAND_ID: BrandId = 'generic';
