import { OFFER_PROFILE, Status, catalogue, interpolate, type CvSection, type EnrolmentCheck, type Language, type StatusCode } from '@portal/shared';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { loadCatalogs } from '../domains/index.ts';
import { REQUIREMENT_CATALOGS, readRequirements, requirementTexts } from '../offers/index.ts';
import { ENROLMENT_RULES, type EnrolmentContext, type Refusal } from './enrolment-rules.ts';
import { enrolmentContext, openOffer } from './enrolment.service.ts';

/**
 * The offer page's checklist before enrolling: the same rules inscribirse applies (ENROLMENT_RULES, the match of
 * the offers module), every one run instead of stopping at the first, so the candidate sees every blocker at once
 * and where in the CV each is fixed.
 */

/** Rules about the request or the offer itself, which the offer page already shows in its own way. */
const NOT_LISTED: ReadonlySet<StatusCode> = new Set([
  Status.OfferIsForJobs,
  Status.OfferIsForInternships,
  Status.OfferExpired,
  Status.AlreadyCandidate,
  Status.Deregistered,
  // Expanded below into one line per requirement.
  Status.RequirementsNotMet,
]);

const SECTION_OF_REFUSAL: Partial<Record<StatusCode, CvSection>> = {
  [Status.CvRequired]: 'datos-personales',
  [Status.StudyRequired]: 'estudios',
  [Status.ActiveJobSearchRequired]: 'busqueda-activa',
  [Status.WorkPermitRequired]: 'permiso-trabajo',
  [Status.OnlyForUndergraduates]: 'estudios',
  [Status.OnlyForPostgraduates]: 'estudios',
  [Status.OtherDegree]: 'estudios',
  [Status.OfferForOtherDegreeProfile]: 'estudios',
  [Status.InsufficientCredits]: 'estudios',
  [Status.MissingDocumentation]: 'documentos',
  [Status.MissingDataForPractice]: 'datos-personales',
};

/** The CV section that fixes each requirement kind of code 80 (the `clave` of requirementTexts). */
const SECTION_OF_REQUIREMENT: Record<string, CvSection> = {
  idioma: 'idiomas',
  carnetConducir: 'perfil-profesional',
  vehiculoPropio: 'perfil-profesional',
  disponibilidadViajar: 'perfil-profesional',
  movilidadGeografica: 'perfil-profesional',
  trabajaActualmente: 'perfil-profesional',
  anioMaximoFinalizacion: 'estudios',
  experiencia: 'experiencia',
  nacionalidad: 'datos-personales',
  paisResidencia: 'datos-personales',
  provinciaResidencia: 'datos-personales',
  competencias: 'competencias',
  intereses: 'intereses',
};

type Texts = Record<Language, string>;
const TEXTS = {
  cv: {
    ca: 'Crear el teu CV: omple i desa les teves dades personals',
    es: 'Crear tu CV: rellena y guarda tus datos personales',
    en: 'Create your CV: fill in and save your personal data',
  },
  study: { ca: 'Afegir almenys un estudi al teu CV', es: 'Añadir al menos un estudio a tu CV', en: 'Add at least one study to your CV' },
  activeSearchJobs: {
    ca: 'Activar la cerca activa de feina al teu CV',
    es: 'Activar la búsqueda activa de empleo en tu CV',
    en: 'Turn on the active job search in your CV',
  },
  activeSearchInternships: {
    ca: 'Activar la cerca activa de pràctiques al teu CV',
    es: 'Activar la búsqueda activa de prácticas en tu CV',
    en: 'Turn on the active internship search in your CV',
  },
  workPermit: { ca: 'Tenir permís de treball', es: 'Tener permiso de trabajo', en: 'Hold a work permit' },
  credits: {
    ca: 'Mínim del {needed} % dels crèdits superats (en tens el {pct} %)',
    es: 'Mínimo del {needed} % de los créditos superados (tienes el {pct} %)',
    en: 'At least {needed}% of the credits passed (you have {pct}%)',
  },
  documents: { ca: 'Documents necessaris: {list}', es: 'Documentos necesarios: {list}', en: 'Documents required: {list}' },
  practiceData: {
    ca: 'Dades que demanen les pràctiques: {list}',
    es: 'Datos que piden las prácticas: {list}',
    en: 'Data an internship needs: {list}',
  },
} satisfies Record<string, Texts>;

/** The internship data fields (practice-data.ts) as a candidate reads them. */
const PRACTICE_FIELDS: Record<string, Texts> = {
  documento: { ca: 'document d’identitat', es: 'documento de identidad', en: 'identity document' },
  fechaNacimiento: { ca: 'data de naixement', es: 'fecha de nacimiento', en: 'date of birth' },
  numeroSeguridadSocial: { ca: 'número de la Seguretat Social', es: 'número de la Seguridad Social', en: 'social security number' },
  iban: { ca: 'IBAN', es: 'IBAN', en: 'IBAN' },
};

const format = (value: number, language: Language) => new Intl.NumberFormat(language === 'en' ? 'en-GB' : `${language}-ES`, { maximumFractionDigits: 2 }).format(value);

function describeRefusal(refusal: Refusal, ctx: EnrolmentContext, language: Language): string {
  const { status } = refusal;
  if (status === Status.CvRequired) return TEXTS.cv[language];
  if (status === Status.StudyRequired) return TEXTS.study[language];
  if (status === Status.ActiveJobSearchRequired) {
    return TEXTS[ctx.offer.profile === OFFER_PROFILE.job ? 'activeSearchJobs' : 'activeSearchInternships'][language];
  }
  if (status === Status.WorkPermitRequired) return TEXTS.workPermit[language];
  if (status === Status.InsufficientCredits && ctx.match.credits) {
    return interpolate(TEXTS.credits[language], { needed: format(ctx.match.credits.needed, language), pct: format(ctx.match.credits.pct, language) });
  }
  if (status === Status.MissingDocumentation) return interpolate(TEXTS.documents[language], { list: ctx.missingDocuments.map((d) => d.nombre).join(', ') });
  if (status === Status.MissingDataForPractice) {
    return interpolate(TEXTS.practiceData[language], { list: ctx.missingPracticeData.map((field) => PRACTICE_FIELDS[field]?.[language] ?? field).join(', ') });
  }
  return catalogue[status].texts[language].body;
}

export interface EnrolmentChecklist {
  canEnrol: boolean;
  checks: EnrolmentCheck[];
}

/** Every blocker of inscribirse, then the offer's requirements met or not; the first unmet lines first. */
export async function enrolmentChecklist(db: DbHandle, actor: Actor, url: string, now: Date): Promise<EnrolmentChecklist> {
  const offer = await openOffer(db, actor, url);
  const [ctx, labels] = await Promise.all([
    enrolmentContext(db, actor, offer, undefined, now),
    loadCatalogs(db, actor.institutionId, actor.language, REQUIREMENT_CATALOGS),
  ]);
  const refusals = ENROLMENT_RULES.map((rule) => rule.refuse(ctx)).filter((refusal): refusal is Refusal => refusal !== undefined);
  const blockers: EnrolmentCheck[] = refusals
    .filter((refusal) => !NOT_LISTED.has(refusal.status))
    .map((refusal) => ({
      clave: String(refusal.status),
      descripcion: describeRefusal(refusal, ctx, actor.language),
      cumple: false,
      seccion: SECTION_OF_REFUSAL[refusal.status] ?? null,
      codigo: refusal.status,
    }));
  const unmet = new Set(ctx.unmetRequirements.map((r) => `${r.clave}|${r.descripcion}`));
  const requirements: EnrolmentCheck[] = requirementTexts(readRequirements(offer.requirements), labels, actor.language).map((r) => {
    const met = !unmet.has(`${r.clave}|${r.descripcion}`);
    return { clave: r.clave, descripcion: r.descripcion, cumple: met, seccion: met ? null : (SECTION_OF_REQUIREMENT[r.clave] ?? null), codigo: met ? null : Status.RequirementsNotMet };
  });
  return {
    canEnrol: refusals.length === 0,
    checks: [...blockers, ...requirements.filter((c) => !c.cumple), ...requirements.filter((c) => c.cumple)],
  };
}
