import type { OfferProfileId } from '@portal/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import type { CandidatesTable, CandidateStudiesTable } from '../../modules/cv/cv.tables.ts';
import type { OffersTable } from '../../modules/offers/offers.tables.ts';
import { CANDIDACY_STATE } from './catalogs/candidacy-states.ts';
import { CONTRACT } from './catalogs/contract-types.ts';
import { SPAIN_ID } from './catalogs/countries.ts';
import { DEGREES, type DegreeRow } from './catalogs/degrees.ts';
import { AREA } from './catalogs/functional-areas.ts';
import { LANGUAGE_LEVEL } from './catalogs/language-levels.ts';
import { LANGUAGE } from './catalogs/languages.ts';
import { PROGRAMMES } from './catalogs/programmes.ts';
import { SECTOR } from './catalogs/sectors.ts';
import { REGIONS } from './demo-regions.ts';
import { dni, slugify, spanishIban } from './identifiers.ts';

/**
 * The CVs of the demo candidates of every institution, extra candidates that each meet one refusal of
 * enrolment, and offers plus candidacies arranged so that `alumno@<institution>` sees, at the top of each offers
 * list, offers to enrol in and offers refused for each reason. Runs right after seedDemo (it needs its users
 * and companies), in one transaction, and only into a database without candidates.
 *
 * Extra candidates (password Demo1234, `<local>@example.org` in generic, `<local>@<id>.example.org` elsewhere):
 * see DEMO_EXTRA_CANDIDATES. Offers and the code alumno meets in each: see DEMO_ENROLMENT_SCENARIOS.
 */

type Trx = Transaction<Database>;
type Text = { es: string; ca: string };
type DegreeRole = 'main' | 'sameArea' | 'otherArea' | 'postgraduate' | 'twoYearMaster';

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const firstOfMonth = (date: Date, monthsAhead: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));

export const DEMO_EXTRA_CANDIDATES = [
  { local: 'alumno.sinbusqueda', firstName: 'Marc', lastName: 'Pons Riera', note: 'active search off for jobs and internships (54)' },
  { local: 'alumno.sincv', firstName: 'Irene', lastName: 'Soler Camps', note: 'has not started a CV (55)' },
  { local: 'alumno.sinestudios', firstName: 'Hugo', lastName: 'Ramos Vega', note: 'CV without any study (57)' },
  { local: 'alumno.baja', firstName: 'Noelia', lastName: 'Castro Gil', note: 'asked for the deletion of the account (32)' },
  { local: 'alumno.sinservicio', firstName: 'Pablo', lastName: 'Ortega Sanz', note: 'registered with neither the job nor the internship service (20, 21)' },
  { local: 'alumno.extracomunitario', firstName: 'Youssef', lastName: 'El Amrani', note: 'Moroccan national without a work permit (34 on offers in Spain)' },
  { local: 'alumno.master', firstName: 'Clara', lastName: 'Vidal Roca', note: 'two-year master student with 25% of the credits (18 on bachelor internships, 52 on master ones)' },
] as const;
export type ExtraCandidateLocal = (typeof DEMO_EXTRA_CANDIDATES)[number]['local'];

export function demoCandidateEmail(institutionId: BrandId, local: string): string {
  return institutionId === 'generic' ? `${local}@example.org` : `${local}@${institutionId}.example.org`;
}

/** What alumno@ meets when enrolling in the offer ('external': status 0 with the company's address when inscripcionExterna). */
export type ExpectedOutcome = 502 | 'external' | 10 | 11 | 13 | 17 | 19 | 47 | 52 | 80 | 91 | 111;

export interface EnrolmentScenario {
  key: string;
  profile: OfferProfileId;
  title: Text;
  description: Text;
  degree: DegreeRole;
  expected: ExpectedOutcome;
  requirements?: Record<string, unknown>;
  /** Minutes before seeding it was published; the scenario offers are the newest of their list. */
  publishedMinutesAgo: number;
  expiresInDays?: number;
  external?: boolean;
  programme?: 'youthGuarantee';
  /** Internship dates: from today (meets the demo active internship, code 17) or from the month after next. */
  dates?: 'immediate' | 'later';
  grant?: number;
  salary?: [number, number];
  /** alumno's candidacy: the states it went through, the last being the current one. */
  candidacy?: { states: number[]; reasonId?: number; daysAgo: number; byStaff?: boolean };
  viewed?: boolean;
}

const text = (es: string, ca: string): Text => ({ es, ca });

export const DEMO_ENROLMENT_SCENARIOS: readonly EnrolmentScenario[] = [
  {
    key: 'job-ok',
    profile: 1,
    expected: 502,
    degree: 'main',
    publishedMinutesAgo: 5,
    salary: [24000, 29000],
    title: text('Desarrollador/a backend junior (Java y Spring)', 'Desenvolupador/a backend júnior (Java i Spring)'),
    description: text(
      'Nos incorporamos a un proyecto de modernización de aplicaciones de gestión y buscamos una persona recién titulada o en el último curso con ganas de aprender Java, Spring Boot y PostgreSQL junto a un equipo sénior que revisa el código en parejas.',
      "Ens incorporem a un projecte de modernització d'aplicacions de gestió i cerquem una persona acabada de titular o en el darrer curs amb ganes d'aprendre Java, Spring Boot i PostgreSQL amb un equip sènior que revisa el codi en parelles.",
    ),
  },
  {
    key: 'job-external',
    profile: 1,
    expected: 'external',
    degree: 'main',
    publishedMinutesAgo: 10,
    external: true,
    salary: [22000, 26000],
    title: text('Programador/a web para el equipo de comercio electrónico', 'Programador/a web per a l’equip de comerç electrònic'),
    description: text(
      'Mantendrás y mejorarás nuestra tienda online (PHP y JavaScript). La inscripción se hace en nuestra página de empleo: desde el portal te llevamos allí y guardamos constancia de tu candidatura.',
      'Mantindràs i milloraràs la nostra botiga en línia (PHP i JavaScript). La inscripció es fa a la nostra pàgina d’ocupació: des del portal t’hi portem i en guardem constància.',
    ),
  },
  {
    key: 'job-requirements',
    profile: 1,
    expected: 80,
    degree: 'main',
    publishedMinutesAgo: 15,
    salary: [27000, 33000],
    // Ids of the competences (1 teamwork, 8 customer focus) and interest tags (15 engineering) catalogs.
    requirements: {
      languages: [{ languageId: LANGUAGE.german, minLevel: LANGUAGE_LEVEL.B1 }],
      ownCar: true,
      availabilityToTravel: true,
      availabilityToRelocate: true,
      experience: { months: 24, required: true },
      competenceIds: [1, 8],
      interestTagIds: [15],
    },
    title: text('Consultor/a técnico/a con desplazamientos a clientes', 'Consultor/a tècnic/a amb desplaçaments a clients'),
    description: text(
      'Implantarás nuestro software de planificación en fábricas de clientes de España y Alemania: visitas de varios días, formación a usuarios y seguimiento posterior en remoto.',
      "Implantaràs el nostre programari de planificació a fàbriques de clients d'Espanya i Alemanya: visites de diversos dies, formació a usuaris i seguiment posterior en remot.",
    ),
  },
  {
    key: 'job-documentation',
    profile: 1,
    expected: 11,
    degree: 'main',
    publishedMinutesAgo: 20,
    salary: [25000, 30000],
    requirements: { requiredDocumentTypeIds: [3] },
    title: text('Analista programador/a para el sector financiero', 'Analista programador/a per al sector financer'),
    description: text(
      'Proyecto estable para una entidad financiera: desarrollo y mantenimiento de servicios internos. El cliente pide el expediente académico de todas las candidaturas.',
      "Projecte estable per a una entitat financera: desenvolupament i manteniment de serveis interns. El client demana l'expedient acadèmic de totes les candidatures.",
    ),
  },
  {
    key: 'job-same-area',
    profile: 1,
    expected: 47,
    degree: 'sameArea',
    publishedMinutesAgo: 25,
    salary: [26000, 31000],
    title: text('Técnico/a de proyectos industriales', 'Tècnic/a de projectes industrials'),
    description: text(
      'Redacción y seguimiento de proyectos de instalaciones industriales: cálculos, planos, pliegos y coordinación con los instaladores en obra.',
      "Redacció i seguiment de projectes d'instal·lacions industrials: càlculs, plànols, plecs i coordinació amb els instal·ladors a l'obra.",
    ),
  },
  {
    key: 'job-other-area',
    profile: 1,
    expected: 13,
    degree: 'otherArea',
    publishedMinutesAgo: 30,
    salary: [21000, 24000],
    title: text('Técnico/a de administración y finanzas', "Tècnic/a d'administració i finances"),
    description: text(
      'Contabilidad, conciliaciones bancarias, facturación y apoyo en el cierre mensual de una empresa de servicios con sede en la ciudad.',
      "Comptabilitat, conciliacions bancàries, facturació i suport en el tancament mensual d'una empresa de serveis amb seu a la ciutat.",
    ),
  },
  {
    key: 'job-postgraduate',
    profile: 1,
    expected: 19,
    degree: 'postgraduate',
    publishedMinutesAgo: 35,
    salary: [32000, 38000],
    title: text('Ingeniero/a de I+D (perfil máster)', "Enginyer/a d'R+D (perfil màster)"),
    description: text(
      'Participarás en proyectos de investigación aplicada financiados con fondos europeos. Buscamos titulados de máster que quieran seguir cerca de la investigación.',
      "Participaràs en projectes de recerca aplicada finançats amb fons europeus. Cerquem titulats de màster que vulguin continuar a prop de la recerca.",
    ),
  },
  {
    key: 'job-adhesion',
    profile: 1,
    expected: 91,
    degree: 'main',
    publishedMinutesAgo: 40,
    programme: 'youthGuarantee',
    salary: [18500, 18500],
    title: text('Técnico/a de soporte informático (Garantía Juvenil)', 'Tècnic/a de suport informàtic (Garantia Juvenil)'),
    description: text(
      'Contrato formativo de doce meses al 80 % de la jornada, dentro del programa de Garantía Juvenil: solo para personas adheridas al programa con la adhesión aceptada.',
      "Contracte formatiu de dotze mesos al 80 % de la jornada, dins del programa de Garantia Juvenil: només per a persones adherides al programa amb l'adhesió acceptada.",
    ),
  },
  {
    key: 'job-applied',
    profile: 1,
    expected: 10,
    degree: 'main',
    publishedMinutesAgo: 45,
    salary: [23000, 27000],
    candidacy: { states: [CANDIDACY_STATE.enrolled], daysAgo: 0 },
    viewed: true,
    title: text('Desarrollador/a frontend (React)', 'Desenvolupador/a frontend (React)'),
    description: text(
      'Maquetación y desarrollo de interfaces con React y TypeScript para los productos de la empresa, con especial cuidado de la accesibilidad.',
      "Maquetació i desenvolupament d'interfícies amb React i TypeScript per als productes de l'empresa, amb especial cura de l'accessibilitat.",
    ),
  },
  {
    key: 'job-expired',
    profile: 1,
    expected: 111,
    degree: 'main',
    publishedMinutesAgo: 50,
    expiresInDays: -1,
    viewed: true,
    salary: [24000, 28000],
    title: text('Administrador/a de sistemas Linux', 'Administrador/a de sistemes Linux'),
    description: text(
      'Administración de servidores Linux, copias de seguridad y monitorización. La oferta caducó ayer: aparece en el historial de ofertas vistas.',
      "Administració de servidors Linux, còpies de seguretat i monitoratge. L'oferta va caducar ahir: apareix a l'historial d'ofertes vistes.",
    ),
  },
  {
    key: 'job-interview',
    profile: 1,
    expected: 10,
    degree: 'main',
    publishedMinutesAgo: 8 * 24 * 60,
    salary: [25000, 30000],
    candidacy: { states: [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview, CANDIDACY_STATE.interview], daysAgo: 6 },
    title: text('Desarrollador/a de integraciones (APIs REST)', "Desenvolupador/a d'integracions (API REST)"),
    description: text(
      'Integración de nuestro ERP con las plataformas de clientes y proveedores mediante APIs REST y colas de mensajes.',
      "Integració del nostre ERP amb les plataformes de clients i proveïdors mitjançant API REST i cues de missatges.",
    ),
  },
  {
    key: 'job-rejected',
    profile: 1,
    expected: 10,
    degree: 'main',
    publishedMinutesAgo: 15 * 24 * 60,
    salary: [22000, 25000],
    candidacy: { states: [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview, CANDIDACY_STATE.rejected], reasonId: 3, daysAgo: 12 },
    title: text('Técnico/a de calidad de software (QA)', 'Tècnic/a de qualitat de programari (QA)'),
    description: text(
      'Diseño y ejecución de pruebas manuales y automatizadas (Playwright) de las aplicaciones web de la empresa.',
      "Disseny i execució de proves manuals i automatitzades (Playwright) de les aplicacions web de l'empresa.",
    ),
  },
  {
    key: 'internship-ok',
    profile: 2,
    expected: 502,
    degree: 'main',
    publishedMinutesAgo: 5,
    dates: 'later',
    grant: 600,
    requirements: { minCreditsPercent: 50 },
    title: text('Prácticas de desarrollo de aplicaciones web', "Pràctiques de desenvolupament d'aplicacions web"),
    description: text(
      'Prácticas de cinco horas diarias en el equipo de producto: desarrollarás pequeñas funcionalidades con la ayuda de una tutora y aprenderás a trabajar con integración continua.',
      "Pràctiques de cinc hores diàries a l'equip de producte: desenvoluparàs petites funcionalitats amb l'ajuda d'una tutora i aprendràs a treballar amb integració contínua.",
    ),
  },
  {
    key: 'internship-overlap',
    profile: 2,
    expected: 17,
    degree: 'main',
    publishedMinutesAgo: 10,
    dates: 'immediate',
    grant: 500,
    title: text('Prácticas de soporte técnico (incorporación inmediata)', 'Pràctiques de suport tècnic (incorporació immediata)'),
    description: text(
      'Prácticas que empiezan esta semana: atención a usuarios, inventario de equipos y documentación de incidencias. Coinciden con las prácticas que ya estás haciendo.',
      "Pràctiques que comencen aquesta setmana: atenció a usuaris, inventari d'equips i documentació d'incidències. Coincideixen amb les pràctiques que ja fas.",
    ),
  },
  {
    key: 'internship-credits',
    profile: 2,
    expected: 52,
    degree: 'main',
    publishedMinutesAgo: 15,
    dates: 'later',
    grant: 700,
    requirements: { minCreditsPercent: 75 },
    title: text('Prácticas de ciberseguridad (último curso)', 'Pràctiques de ciberseguretat (darrer curs)'),
    description: text(
      'Prácticas en el equipo de seguridad para estudiantes de último curso: se pide haber superado el 75 % de los créditos.',
      "Pràctiques a l'equip de seguretat per a estudiants de darrer curs: cal haver superat el 75 % dels crèdits.",
    ),
  },
  {
    key: 'internship-requirements',
    profile: 2,
    expected: 80,
    degree: 'main',
    publishedMinutesAgo: 20,
    dates: 'later',
    grant: 650,
    requirements: {
      languages: [{ languageId: LANGUAGE.english, minLevel: LANGUAGE_LEVEL.C1 }],
      nationalityCountryIds: [SPAIN_ID],
      residenceCountryIds: [SPAIN_ID],
      currentlyWorking: false,
    },
    title: text('Prácticas en un equipo internacional de datos', "Pràctiques en un equip internacional de dades"),
    description: text(
      'El equipo trabaja en inglés con compañeros de cinco países: se pide un nivel C1 para seguir las reuniones y la documentación.',
      "L'equip treballa en anglès amb companys de cinc països: es demana un nivell C1 per seguir les reunions i la documentació.",
    ),
  },
  {
    key: 'internship-master',
    profile: 2,
    expected: 19,
    degree: 'twoYearMaster',
    publishedMinutesAgo: 25,
    dates: 'later',
    grant: 800,
    title: text('Prácticas de máster en el departamento de I+D', "Pràctiques de màster al departament d'R+D"),
    description: text(
      'Prácticas para estudiantes de máster: modelado y simulación en proyectos de innovación. Los másteres de dos años piden haber superado la mitad de los créditos.',
      "Pràctiques per a estudiants de màster: modelització i simulació en projectes d'innovació. Els màsters de dos anys demanen haver superat la meitat dels crèdits.",
    ),
  },
  {
    key: 'internship-pre-enrolment',
    profile: 2,
    expected: 10,
    degree: 'main',
    publishedMinutesAgo: 30,
    dates: 'later',
    grant: 550,
    candidacy: { states: [CANDIDACY_STATE.preEnrolment], daysAgo: 1, byStaff: true },
    title: text('Prácticas de análisis de datos (preinscripción del servicio)', "Pràctiques d'anàlisi de dades (preinscripció del servei)"),
    description: text(
      'El servicio de prácticas te ha preinscrito en esta oferta porque encaja con tu perfil: acepta o rechaza la preinscripción desde tus candidaturas.',
      "El servei de pràctiques t'ha preinscrit en aquesta oferta perquè encaixa amb el teu perfil: accepta o rebutja la preinscripció des de les teves candidatures.",
    ),
  },
  {
    key: 'internship-in-review',
    profile: 2,
    expected: 10,
    degree: 'main',
    publishedMinutesAgo: 6 * 24 * 60,
    dates: 'later',
    grant: 500,
    candidacy: { states: [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview], daysAgo: 5 },
    title: text('Prácticas de desarrollo de aplicaciones móviles', "Pràctiques de desenvolupament d'aplicacions mòbils"),
    description: text(
      'Prácticas en el equipo móvil (Flutter): pantallas nuevas, pruebas y publicación en las tiendas con el acompañamiento de un tutor.',
      "Pràctiques a l'equip mòbil (Flutter): pantalles noves, proves i publicació a les botigues amb l'acompanyament d'un tutor.",
    ),
  },
];

/** The institution's degrees each scenario asks for; the alumno studies `main`. */
export function demoDegrees(institutionId: BrandId): Partial<Record<DegreeRole, DegreeRow>> {
  const degrees = DEGREES[institutionId];
  const entry = degrees.find((d) => d.fields.includes('it') && (d.extra.level === 'grado' || d.extra.level === 'nivelOtros'));
  const main = entry ?? degrees[0];
  if (!main) return {};
  const level = main.extra.level;
  return {
    main,
    sameArea: degrees.find((d) => d.id !== main.id && d.extra.areaId === main.extra.areaId && d.extra.level === level && !d.fields.includes('it')),
    otherArea: degrees.find((d) => d.extra.areaId !== main.extra.areaId && d.extra.level === level && d.fields.includes('business')),
    postgraduate:
      degrees.find((d) => d.extra.level === 'postgrado' && d.fields.includes('data')) ?? degrees.find((d) => d.extra.level === 'postgrado'),
    twoYearMaster: degrees.find((d) => d.extra.twoYearMaster),
  };
}

/** A one-page CV the public document of the demo candidate points to. */
async function cvPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Currículum vitae - Lucía Martín Ferrer');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Lucía Martín Ferrer', { x: 56, y: 770, size: 20, font: bold });
  [
    'Estudiante de tercer curso de Ingeniería Informática (62,5 % de los créditos superados).',
    'Idiomas: castellano (nativo), catalán (B2/C1), inglés (B2), francés (A2).',
    'Experiencia: monitora de campamentos tecnológicos (verano), soporte informático en la biblioteca.',
    'Conocimientos: JavaScript / TypeScript, SQL, Git, Python.',
  ].forEach((line, index) => page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

interface InstitutionContext {
  trx: Trx;
  institutionId: BrandId;
  now: Date;
  userIds: Map<string, number>;
}

async function addUsers(ctx: InstitutionContext, passwordHash: string | null): Promise<void> {
  const region = REGIONS[ctx.institutionId];
  const rows = DEMO_EXTRA_CANDIDATES.map((c, index) => ({
    institution_id: ctx.institutionId,
    role: 'Alumno' as const,
    email: demoCandidateEmail(ctx.institutionId, c.local),
    first_name: c.firstName,
    last_name: c.lastName,
    document_number: dni(50_000_000 + BRAND_IDS.indexOf(ctx.institutionId) * 1000 + index),
    password_hash: passwordHash,
    language: region.language,
    rgpd_version: 1,
    rgpd_accepted_at: ctx.now,
  }));
  const inserted = await ctx.trx.insertInto('users').values(rows).returning(['id', 'email']).execute();
  for (const row of inserted) ctx.userIds.set(row.email, row.id);
}

function cv(ctx: InstitutionContext, userId: number, values: Partial<Insertable<CandidatesTable>>): Insertable<CandidatesTable> {
  return {
    user_id: userId,
    institution_id: ctx.institutionId,
    cv_created_at: addDays(ctx.now, -120),
    nationality_ids: [SPAIN_ID],
    country_id: SPAIN_ID,
    active_search_jobs: true,
    active_search_internships: true,
    updated_at: ctx.now,
    ...values,
  };
}

function study(ctx: InstitutionContext, candidateId: number, degree: DegreeRow, values: Partial<Insertable<CandidateStudiesTable>> = {}) {
  const year = ctx.now.getUTCFullYear();
  return {
    candidate_id: candidateId,
    institution_id: ctx.institutionId,
    is_university: degree.extra.level !== 'nivelOtros',
    degree_id: degree.id,
    level: degree.extra.level,
    centre: REGIONS[ctx.institutionId].language === 'ca' ? 'Escola Politècnica Superior' : 'Escuela Politécnica Superior',
    start_year: year - 3,
    course_year: 3,
    credits_total: degree.extra.credits,
    ...values,
  };
}

/** The CVs: alumno's complete one, the other named demo candidates', and one per extra candidate. */
async function addCvs(ctx: InstitutionContext, degrees: Partial<Record<DegreeRole, DegreeRow>>, pdf: Buffer): Promise<void> {
  const { trx, institutionId, now } = ctx;
  const region = REGIONS[institutionId];
  const place = region.places[0];
  const year = now.getUTCFullYear();
  const id = (local: string) => ctx.userIds.get(demoCandidateEmail(institutionId, local));
  const main = degrees.main;
  if (!main) return;
  const catalan = region.language === 'ca';

  const alumno = id('alumno');
  if (alumno !== undefined) {
    await trx
      .insertInto('candidates')
      .values(
        cv(ctx, alumno, {
          document_type: 'dni',
          birth_date: `${year - 21}-05-14`,
          gender: 'mujer',
          personal_email: 'lucia.martin.ferrer@correo.example',
          student_email: `lmartin@estudiants.${region.emailDomain}`,
          mobile: '612 345 678',
          address: `${region.streets[0]}, 12, 3º 2ª`,
          postal_code: place?.postalCode ?? null,
          locality: place?.locality ?? null,
          province_id: place?.provinceId ?? null,
          iban: spanishIban('2100', '0418', '4502000513'),
          social_security_number: '281234567840',
          birth_province_id: place?.provinceId ?? null,
          communication_language_id: catalan ? 1 : 2,
          preferred_practice_period_id: 3,
          training_level_id: 3,
          presentation: catalan
            ? "Estudiant d'enginyeria amb interès pel desenvolupament web i les dades. M'agrada treballar en equip i aprendre de persones amb experiència."
            : 'Estudiante de ingeniería con interés por el desarrollo web y los datos. Me gusta trabajar en equipo y aprender de personas con experiencia.',
          portfolio_url: 'https://github.com/lucia-martin-demo',
          interest_tag_ids: [1, 3, 2],
          sector_interest_ids: [SECTOR.ict, SECTOR.research],
          software_ids: [17, 18, 19, 15],
          competence_ids: [1, 3, 5],
          driving_licences: ['B'],
          available_to_relocate: true,
          validated_by_service: true,
        }),
      )
      .execute();
    await trx
      .insertInto('candidate_studies')
      .values([
        study(ctx, alumno, main, { credits_passed: (main.extra.credits ?? 240) * 0.625, average_grade: 2.6 }),
        {
          candidate_id: alumno,
          institution_id: institutionId,
          is_university: false,
          degree_id: null,
          title: catalan ? 'Batxillerat de Ciències i Tecnologia' : 'Bachillerato de Ciencias y Tecnología',
          centre: catalan ? 'Institut Ramon Llull' : 'IES Ramiro de Maeztu',
          level: 'nivelOtros',
          start_year: year - 5,
          end_year: year - 3,
          finished: true,
        },
      ])
      .execute();
    await trx
      .insertInto('candidate_languages')
      .values([
        { candidate_id: alumno, language_id: LANGUAGE.spanish, level_id: LANGUAGE_LEVEL.native },
        { candidate_id: alumno, language_id: LANGUAGE.catalan, level_id: catalan ? LANGUAGE_LEVEL.C1 : LANGUAGE_LEVEL.B2 },
        { candidate_id: alumno, language_id: LANGUAGE.english, level_id: LANGUAGE_LEVEL.B2, certificate: 'Cambridge B2 First' },
        { candidate_id: alumno, language_id: LANGUAGE.french, level_id: LANGUAGE_LEVEL.A2 },
      ])
      .execute();
    await trx
      .insertInto('candidate_experiences')
      .values([
        {
          candidate_id: alumno,
          position: catalan ? 'Monitora de casals tecnològics' : 'Monitora de campamentos tecnológicos',
          company: catalan ? 'Associació Codi Jove' : 'Asociación Código Joven',
          sector_id: SECTOR.education,
          contract_type_id: CONTRACT.temporary,
          start_date: `${year - 1}-07-01`,
          end_date: `${year - 1}-08-31`,
          province_id: place?.provinceId ?? null,
          description: catalan
            ? 'Tallers de programació amb Scratch i robòtica per a infants de 8 a 12 anys.'
            : 'Talleres de programación con Scratch y robótica para niños y niñas de 8 a 12 años.',
        },
      ])
      .execute();
    const file = await trx
      .insertInto('files')
      .values({
        institution_id: institutionId,
        owner_user_id: alumno,
        name: 'CV-Lucia-Martin-Ferrer.pdf',
        extension: 'pdf',
        mime_type: 'application/pdf',
        size_bytes: pdf.length,
        content: pdf,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('candidate_documents')
      .values({ candidate_id: alumno, document_type_id: 1, name: 'CV-Lucia-Martin-Ferrer.pdf', visibility: 'public', file_id: file.id })
      .execute();
  }

  const basic = async (local: string, values: Partial<Insertable<CandidatesTable>>, studies: Insertable<CandidateStudiesTable>[] | 'none' = []) => {
    const userId = id(local);
    if (userId === undefined) return undefined;
    await trx
      .insertInto('candidates')
      .values(cv(ctx, userId, { mobile: '600 111 222', birth_date: `${year - 23}-02-10`, personal_email: `${local}@correo.example`, ...values }))
      .execute();
    const rows = studies === 'none' ? [] : studies.length > 0 ? studies : [study(ctx, userId, main, { credits_passed: (main.extra.credits ?? 240) / 2, course_year: 2 })];
    if (rows.length > 0) await trx.insertInto('candidate_studies').values(rows).execute();
    await trx.insertInto('candidate_languages').values({ candidate_id: userId, language_id: LANGUAGE.spanish, level_id: LANGUAGE_LEVEL.native }).execute();
    return userId;
  };

  await basic('alumno.nuevo', { mobile: null });
  const titulado = id('titulado');
  if (titulado !== undefined) {
    await basic(
      'titulado',
      { active_search_internships: false, driving_licences: ['B'], own_car: true, available_to_travel: true },
      [study(ctx, titulado, main, { start_year: year - 6, end_year: year - 2, finished: true, course_year: null, credits_passed: main.extra.credits })],
    );
  }
  await basic('bloqueado', {});
  await basic('alumno.sinbusqueda', { active_search_jobs: false, active_search_internships: false });
  await basic('alumno.sinestudios', {}, 'none');
  await basic('alumno.baja', { deletion_requested_at: addDays(now, -2), erase_after: addDays(now, 28) });
  await basic('alumno.sinservicio', { has_job_service: false, has_internship_service: false });
  await basic('alumno.extracomunitario', { nationality_ids: [30], work_permit: false });
  const master = id('alumno.master');
  if (master !== undefined && degrees.twoYearMaster) {
    const twoYear = degrees.twoYearMaster;
    await basic('alumno.master', {}, [
      study(ctx, master, twoYear, { start_year: year - 1, course_year: 1, credits_passed: (twoYear.extra.credits ?? 120) / 4 }),
      study(ctx, master, main, { start_year: year - 6, end_year: year - 2, finished: true, course_year: null, credits_passed: main.extra.credits }),
    ]);
  }
}

/** The scenario offers, their degrees, alumno's candidacies with their history, and the offers alumno has seen. */
async function addScenarios(ctx: InstitutionContext, degrees: Partial<Record<DegreeRole, DegreeRow>>): Promise<void> {
  const { trx, institutionId, now } = ctx;
  const alumno = ctx.userIds.get(demoCandidateEmail(institutionId, 'alumno'));
  const staff = ctx.userIds.get(demoCandidateEmail(institutionId, 'gestor'));
  if (alumno === undefined) return;
  const companies = await trx
    .selectFrom('companies as c')
    .leftJoin('company_contacts as cc', (join) => join.onRef('cc.company_id', '=', 'c.id').on('cc.is_primary', '=', true))
    .select(['c.id', 'c.province_id', 'c.locality', 'c.sector_id', 'c.trade_name', 'cc.user_id'])
    .where('c.institution_id', '=', institutionId)
    .where('c.state', '=', 'validated')
    .orderBy('c.id')
    .execute();
  if (companies.length === 0) return;
  const lang = REGIONS[institutionId].language;
  const youthGuarantee = PROGRAMMES[institutionId].find((p) => p.kind === 'youthGuarantee' && p.extra.requiresAdhesion)?.id ?? null;
  const internshipProgramme = PROGRAMMES[institutionId][0]?.id ?? null;
  const year = now.getUTCFullYear();
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);

  let number = 0;
  for (const scenario of DEMO_ENROLMENT_SCENARIOS) {
    const degree = degrees[scenario.degree];
    if (!degree) continue;
    number += 1;
    // The demo company (a software firm) offers the IT positions; an advisory firm the finance one.
    const company = (scenario.degree === 'otherArea' ? companies.find((c) => c.sector_id === SECTOR.consulting) : undefined) ?? companies[0];
    if (!company) continue;
    const title = scenario.title[lang];
    const reference = `OF-${year}-D${String(BRAND_IDS.indexOf(institutionId) * 100 + number).padStart(3, '0')}`;
    const publishedAt = new Date(now.getTime() - scenario.publishedMinutesAgo * 60_000);
    const start = scenario.dates === 'immediate' ? today : firstOfMonth(now, 2);
    const isJob = scenario.profile === 1;
    const row: Insertable<OffersTable> = {
      institution_id: institutionId,
      company_id: company.id,
      url_access: `${slugify(title)}-${9000 + number}`,
      reference,
      profile: scenario.profile,
      state: 'published',
      title,
      description: scenario.description[lang],
      places: 1,
      schedule: isJob
        ? lang === 'ca'
          ? 'Jornada completa, de dilluns a divendres'
          : 'Jornada completa, de lunes a viernes'
        : lang === 'ca'
          ? 'De dilluns a divendres, de 9 a 14 h'
          : 'De lunes a viernes, de 9:00 a 14:00',
      hours_per_day: isJob ? 8 : 5,
      dedication_percent: isJob ? (scenario.programme ? 80 : 100) : 63,
      duration_months: isJob ? (scenario.programme ? 12 : null) : 3,
      start_date: isJob ? null : isoDate(start),
      end_date: isJob ? null : isoDate(addDays(firstOfMonth(start, 3), -1)),
      contract_type_id: isJob ? (scenario.programme ? CONTRACT.traineeship : CONTRACT.permanent) : null,
      salary: isJob ? (scenario.salary?.[0] ?? null) : null,
      salary_max: isJob && scenario.salary && scenario.salary[1] !== scenario.salary[0] ? scenario.salary[1] : null,
      monthly_grant: isJob ? null : (scenario.grant ?? null),
      modality: 'presencial',
      country_id: SPAIN_ID,
      province_id: company.province_id,
      locality: company.locality,
      sector_id: company.sector_id,
      functional_area_id: scenario.degree === 'otherArea' ? AREA.finance : AREA.it,
      programme_id: scenario.programme ? youthGuarantee : isJob ? null : internshipProgramme,
      external_enrolment_url: scenario.external ? `https://empleo.${slugify(company.trade_name)}.example/ofertas/${reference.toLowerCase()}` : null,
      requirements: JSON.stringify(scenario.requirements ?? {}),
      tags: isJob ? ['Desarrollo web'] : ['Desarrollo web', 'Ingeniería'],
      published_at: publishedAt,
      expires_on: isoDate(addDays(now, scenario.expiresInDays ?? 45)),
      created_at: publishedAt,
      updated_at: publishedAt,
    };
    const offer = await trx.insertInto('offers').values(row).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('offer_degrees').values({ offer_id: offer.id, degree_id: degree.id, required: true }).execute();
    if (scenario.viewed) await trx.insertInto('offer_views').values({ user_id: alumno, offer_id: offer.id, viewed_at: now }).execute();
    if (scenario.candidacy) await addCandidacy(ctx, offer.id, alumno, scenario.candidacy, scenario.candidacy.byStaff ? (staff ?? null) : (company.user_id ?? null));
  }
}

async function addCandidacy(
  ctx: InstitutionContext,
  offerId: number,
  candidateId: number,
  candidacy: NonNullable<EnrolmentScenario['candidacy']>,
  actorId: number | null,
): Promise<void> {
  const created = addDays(ctx.now, -candidacy.daysAgo);
  const current = candidacy.states[candidacy.states.length - 1] ?? CANDIDACY_STATE.enrolled;
  const row = await ctx.trx
    .insertInto('candidacies')
    .values({
      institution_id: ctx.institutionId,
      offer_id: offerId,
      candidate_id: candidateId,
      state_id: current,
      reason_id: candidacy.reasonId ?? null,
      read_by_company: current !== CANDIDACY_STATE.enrolled,
      created_at: created,
      updated_at: addDays(created, candidacy.states.length - 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.trx
    .insertInto('candidacy_events')
    .values(
      candidacy.states.map((state, index) => ({
        candidacy_id: row.id,
        from_state_id: index === 0 ? null : (candidacy.states[index - 1] ?? null),
        to_state_id: state,
        reason_id: state === CANDIDACY_STATE.rejected ? (candidacy.reasonId ?? null) : null,
        by_user_id: index === 0 && state === CANDIDACY_STATE.enrolled ? candidateId : actorId,
        at: addDays(created, index),
      })),
    )
    .execute();
}

export async function seedDemoCandidates(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const started = await db.selectFrom('candidates').select('user_id').limit(1).executeTakeFirst();
  if (started) return;
  const pdf = await cvPdf();
  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      const users = await trx.selectFrom('users').select(['id', 'email', 'password_hash']).where('institution_id', '=', institutionId).execute();
      const alumno = users.find((u) => u.email === demoCandidateEmail(institutionId, 'alumno'));
      if (!alumno) continue;
      const ctx: InstitutionContext = { trx, institutionId, now: options.now, userIds: new Map(users.map((u) => [u.email, u.id])) };
      await addUsers(ctx, alumno.password_hash);
      const degrees = demoDegrees(institutionId);
      await addCvs(ctx, degrees, pdf);
      await addScenarios(ctx, degrees);
    }
  });
}
