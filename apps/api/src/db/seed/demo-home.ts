import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import type { CommunicationsTable, EventsTable, GuidesTable } from '../../modules/home/home.tables.ts';
import { PROGRAMMES } from './catalogs/programmes.ts';
import { demoEmail } from './demo.ts';
import { REGIONS } from './demo-regions.ts';
import { slugify } from './identifiers.ts';

/**
 * Demo content of the candidate home and of "my internships", in every institution: communications (current,
 * expired and future ones, for candidates, companies and both), orientation guides (one with a stored PDF),
 * events (past and upcoming, one featured) and two internships of the demo candidate `alumno` (one active with
 * its company and tutors, one finished with documents). Runs after the candidates' seed, which creates the
 * candidates rows; the demo candidate is found by e-mail.
 */

const DAY = 86_400_000;
type Trx = Transaction<Database>;
type Texts = { ca: string; es: string; en: string };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const firstOfMonth = (date: Date, monthsAhead: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));

/** A flat illustration as a data URL (the portal's content policy allows data: images), so no asset files are needed. */
export function illustration(colour: string, symbol: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${colour}"/>` +
    `<circle cx="250" cy="40" r="70" fill="#ffffff" fill-opacity="0.15"/>` +
    `<text x="32" y="120" font-family="sans-serif" font-size="72" fill="#ffffff">${symbol}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A small real PDF (the demo documents open in any viewer). */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function communications(institutionId: BrandId, now: Date): Insertable<CommunicationsTable>[] {
  const row = (
    audience: CommunicationsTable['audience'],
    from: number,
    to: number | null,
    description: Texts,
    link: string | null = null,
  ): Insertable<CommunicationsTable> => ({
    institution_id: institutionId,
    audience,
    date_from: isoDate(addDays(now, from)),
    date_to: to === null ? null : isoDate(addDays(now, to)),
    description_ca: description.ca,
    description_es: description.es,
    description_en: description.en,
    link,
  });
  return [
    row('Alumno', -5, 25, {
      ca: "Oberta la convocatòria de pràctiques d'estiu: consulta les ofertes i envia la teva proposta de pràctiques abans de final de mes.",
      es: 'Abierta la convocatoria de prácticas de verano: consulta las ofertas y envía tu propuesta de prácticas antes de final de mes.',
      en: 'The summer internship call is open: browse the offers and send your internship proposal before the end of the month.',
    }),
    row(
      'all',
      -12,
      null,
      {
        ca: "Nou horari d'atenció del servei d'ocupació: de dilluns a divendres, de 9 a 14 h, i dimarts i dijous també de 16 a 18 h.",
        es: 'Nuevo horario de atención del servicio de empleo: de lunes a viernes, de 9 a 14 h, y martes y jueves también de 16 a 18 h.',
        en: 'New opening hours of the employment service: Monday to Friday, 9:00 to 14:00, and Tuesday and Thursday also 16:00 to 18:00.',
      },
      'https://www.example.org/servicio-empleo/contacto',
    ),
    row('Empresa', -3, 60, {
      ca: 'Recorda que per publicar ofertes de pràctiques cal tenir el conveni de cooperació educativa signat i vigent.',
      es: 'Recuerde que para publicar ofertas de prácticas es necesario tener el convenio de cooperación educativa firmado y vigente.',
      en: 'Remember that internship offers can be published only with a signed and valid educational cooperation agreement.',
    }),
    row(
      'all',
      -1,
      14,
      {
        ca: "Fira d'ocupació: més de cinquanta empreses t'esperen al campus. Inscriu-te a les entrevistes ràpides.",
        es: 'Feria de empleo: más de cincuenta empresas te esperan en el campus. Inscríbete en las entrevistas rápidas.',
        en: 'Job fair: more than fifty companies are waiting for you on campus. Sign up for the speed interviews.',
      },
      'https://www.example.org/feria-empleo',
    ),
    row('Alumno', -90, -30, {
      ca: 'Termini de sol·licitud de les beques de mobilitat del curs passat (tancat).',
      es: 'Plazo de solicitud de las becas de movilidad del curso pasado (cerrado).',
      en: "Application period of last year's mobility grants (closed).",
    }),
    row('Alumno', 10, 40, {
      ca: "Aviat: taller intensiu de preparació d'entrevistes de feina.",
      es: 'Próximamente: taller intensivo de preparación de entrevistas de trabajo.',
      en: 'Coming soon: an intensive job-interview workshop.',
    }),
  ];
}

interface GuideSpec {
  title: Texts;
  description: Texts;
  slug: string;
  colour: string;
  symbol: string;
}

const GUIDES: readonly GuideSpec[] = [
  {
    slug: 'curriculum',
    colour: '#1d4ed8',
    symbol: 'CV',
    title: { ca: 'Com preparar el currículum', es: 'Cómo preparar tu currículum', en: 'How to write your CV' },
    description: {
      ca: 'Estructura, extensió i errors habituals. Inclou una plantilla i exemples de currículums per a pràctiques i per a la primera feina.',
      es: 'Estructura, extensión y errores habituales. Incluye una plantilla y ejemplos de currículums para prácticas y para el primer empleo.',
      en: 'Structure, length and common mistakes, with a template and sample CVs for internships and first jobs.',
    },
  },
  {
    slug: 'entrevista',
    colour: '#0f766e',
    symbol: '?!',
    title: { ca: "L'entrevista de feina", es: 'La entrevista de trabajo', en: 'The job interview' },
    description: {
      ca: "Com preparar-la, les preguntes més freqüents i com respondre-les, i què fer després de l'entrevista.",
      es: 'Cómo prepararla, las preguntas más frecuentes y cómo responderlas, y qué hacer después de la entrevista.',
      en: 'How to prepare, the most frequent questions and how to answer them, and what to do afterwards.',
    },
  },
  {
    slug: 'carta-presentacion',
    colour: '#b45309',
    symbol: '@',
    title: { ca: 'La carta de presentació', es: 'La carta de presentación', en: 'The cover letter' },
    description: {
      ca: "Quan cal enviar-la, com adaptar-la a cada oferta i un model per començar.",
      es: 'Cuándo enviarla, cómo adaptarla a cada oferta y un modelo para empezar.',
      en: 'When to send one, how to tailor it to each offer, and a model to start from.',
    },
  },
  {
    slug: 'marca-personal',
    colour: '#7c3aed',
    symbol: 'in',
    title: { ca: 'Xarxes professionals i marca personal', es: 'Redes profesionales y marca personal', en: 'Professional networks and personal brand' },
    description: {
      ca: 'Com completar el perfil de LinkedIn, fer contactes i cuidar la teva presència a internet.',
      es: 'Cómo completar el perfil de LinkedIn, hacer contactos y cuidar tu presencia en internet.',
      en: 'How to complete your LinkedIn profile, build contacts and look after your online presence.',
    },
  },
  {
    slug: 'practicas-extranjero',
    colour: '#be123c',
    symbol: 'EU',
    title: { ca: "Pràctiques a l'estranger", es: 'Prácticas en el extranjero', en: 'Internships abroad' },
    description: {
      ca: 'Programes de mobilitat, ajuts disponibles i tràmits que cal fer abans de marxar.',
      es: 'Programas de movilidad, ayudas disponibles y trámites que hay que hacer antes de irse.',
      en: 'Mobility programmes, available grants and the paperwork to do before you leave.',
    },
  },
  {
    slug: 'derechos-practicas',
    colour: '#334155',
    symbol: '§',
    title: { ca: 'Drets i deures en pràctiques', es: 'Derechos y deberes en prácticas', en: 'Rights and duties as an intern' },
    description: {
      ca: 'El conveni, la tutoria, la cotització a la Seguretat Social i què fer si alguna cosa no funciona.',
      es: 'El convenio, la tutoría, la cotización a la Seguridad Social y qué hacer si algo no funciona.',
      en: 'The agreement, tutoring, social security contributions and what to do if something goes wrong.',
    },
  },
];

function guides(institutionId: BrandId, firstFileId: string): Insertable<GuidesTable>[] {
  return GUIDES.map((guide, index) => ({
    institution_id: institutionId,
    title_ca: guide.title.ca,
    title_es: guide.title.es,
    title_en: guide.title.en,
    description_ca: guide.description.ca,
    description_es: guide.description.es,
    description_en: guide.description.en,
    // The first guide is a stored file; the others link to the service's web.
    file_id: index === 0 ? firstFileId : null,
    url: index === 0 ? null : `https://www.example.org/guias/${guide.slug}.pdf`,
    image_url: index % 3 === 2 ? null : illustration(guide.colour, guide.symbol),
    sort: index + 1,
  }));
}

interface EventSpec {
  days: number;
  hour: number;
  category: string;
  featured: boolean;
  title: { ca: string; es: string };
  place: { ca: string; es: string };
  lead: { ca: string; es: string };
  colour: string;
  symbol: string;
}

const EVENTS: readonly EventSpec[] = [
  {
    days: -40, hour: 10, category: 'feria-empleo', featured: false, colour: '#1e3a8a', symbol: '★',
    title: { ca: "Fira d'ocupació d'hivern", es: 'Feria de empleo de invierno' },
    place: { ca: 'Edifici central, vestíbul', es: 'Edificio central, vestíbulo' },
    lead: { ca: 'Quaranta empreses i entrevistes ràpides.', es: 'Cuarenta empresas y entrevistas rápidas.' },
  },
  {
    days: -12, hour: 16, category: 'taller', featured: false, colour: '#0f766e', symbol: '✎',
    title: { ca: 'Taller: el currículum que funciona', es: 'Taller: el currículum que funciona' },
    place: { ca: 'Aula 3, edifici de serveis', es: 'Aula 3, edificio de servicios' },
    lead: { ca: 'Revisa el teu CV amb una orientadora.', es: 'Revisa tu CV con una orientadora.' },
  },
  {
    days: 4, hour: 12, category: 'charla', featured: false, colour: '#9a3412', symbol: '✉',
    title: { ca: 'Xerrada: treballar a Europa', es: 'Charla: trabajar en Europa' },
    place: { ca: 'Sala de graus', es: 'Sala de grados' },
    lead: { ca: 'EURES explica com buscar feina a la Unió Europea.', es: 'EURES explica cómo buscar empleo en la Unión Europea.' },
  },
  {
    days: 9, hour: 10, category: 'feria-empleo', featured: true, colour: '#1d4ed8', symbol: '★',
    title: { ca: "Fira d'ocupació de primavera", es: 'Feria de empleo de primavera' },
    place: { ca: 'Pavelló poliesportiu del campus', es: 'Pabellón polideportivo del campus' },
    lead: { ca: 'Més de cinquanta empreses, entrevistes ràpides i tallers.', es: 'Más de cincuenta empresas, entrevistas rápidas y talleres.' },
  },
  {
    days: 16, hour: 17, category: 'taller', featured: false, colour: '#6d28d9', symbol: '☺',
    title: { ca: "Taller: preparar l'entrevista", es: 'Taller: preparar la entrevista' },
    place: { ca: 'Aula 5, edifici de serveis', es: 'Aula 5, edificio de servicios' },
    lead: { ca: 'Simulacres d\'entrevista amb professionals de recursos humans.', es: 'Simulacros de entrevista con profesionales de recursos humanos.' },
  },
  {
    days: 30, hour: 18, category: 'networking', featured: false, colour: '#047857', symbol: '⚭',
    title: { ca: 'Trobada amb antics alumnes', es: 'Encuentro con antiguos alumnos' },
    place: { ca: 'Claustre', es: 'Claustro' },
    lead: { ca: 'Titulats expliquen la seva trajectòria professional.', es: 'Titulados cuentan su trayectoria profesional.' },
  },
  {
    days: 45, hour: 11, category: 'jornada', featured: false, colour: '#b91c1c', symbol: '✦',
    title: { ca: "Jornada d'emprenedoria", es: 'Jornada de emprendimiento' },
    place: { ca: 'Auditori', es: 'Auditorio' },
    lead: { ca: 'Idees, finançament i casos reals de startups.', es: 'Ideas, financiación y casos reales de startups.' },
  },
];

function events(institutionId: BrandId, now: Date): Insertable<EventsTable>[] {
  const language = REGIONS[institutionId].language;
  return EVENTS.map((event) => {
    const day = addDays(now, event.days);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), event.hour - 1));
    return {
      institution_id: institutionId,
      url_access: `${slugify(event.title[language])}-${isoDate(startsAt)}`,
      title: event.title[language],
      category: event.category,
      starts_at: startsAt,
      place: event.place[language],
      image_url: illustration(event.colour, event.symbol),
      featured: event.featured,
      lead: event.lead[language],
      translations: JSON.stringify({
        ca: { title: event.title.ca, place: event.place.ca, lead: event.lead.ca },
        es: { title: event.title.es, place: event.place.es, lead: event.lead.es },
      }),
    };
  });
}

async function storeFile(trx: Trx, institutionId: string, ownerUserId: number | null, name: string, content: Buffer): Promise<string> {
  const row = await trx
    .insertInto('files')
    .values({ institution_id: institutionId, owner_user_id: ownerUserId, name, extension: 'pdf', mime_type: 'application/pdf', size_bytes: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface DemoPdfs {
  guide: Buffer;
  agreement: Buffer;
  report: Buffer;
  form: Buffer;
}

/**
 * The demo candidate's internships. The active one ends with the current month, before the demo internship offers
 * start (the 1st of next month or later), so it does not make those offers overlap (code 17).
 */
async function internships(trx: Trx, institutionId: BrandId, now: Date, pdfs: DemoPdfs): Promise<void> {
  const candidate = await trx
    .selectFrom('users')
    .select('id')
    .where('institution_id', '=', institutionId)
    .where('role', '=', 'Alumno')
    .where('email', '=', demoEmail(institutionId, 'alumno'))
    .executeTakeFirst();
  if (!candidate) return;
  // The candidates' seed normally created the row already; this keeps the home seed usable on its own.
  await trx.insertInto('candidates').values({ user_id: candidate.id, institution_id: institutionId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();

  const companyEmail = demoEmail(institutionId, 'empresa');
  // The demo company account's own company hosts the active internship (that contact is its tutor), so both
  // demo sides show it; the finished internship was at another company, tutored by its primary contact.
  const companies = await trx
    .selectFrom('companies')
    .innerJoin('company_contacts', 'company_contacts.company_id', 'companies.id')
    .innerJoin('users', 'users.id', 'company_contacts.user_id')
    .select(['companies.id', 'users.email', 'users.first_name', 'users.last_name', 'company_contacts.position', 'company_contacts.phone'])
    .where('companies.institution_id', '=', institutionId)
    .where('companies.state', '=', 'validated')
    .where((eb) => eb.or([eb('users.email', '=', companyEmail), eb('company_contacts.is_primary', '=', true)]))
    .orderBy(sql`users.email = ${companyEmail}`, 'desc')
    .orderBy('companies.id')
    .execute();
  const current = companies[0];
  const previous = companies.find((c) => c.id !== current?.id);
  if (!current || !previous) return;

  const study = await trx
    .selectFrom('candidate_studies')
    .select('degree_id')
    .where('candidate_id', '=', candidate.id)
    .where('degree_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const degree =
    study?.degree_id ??
    (await trx
      .selectFrom('catalog_items')
      .select('id')
      .where('institution_id', '=', institutionId)
      .where('catalog', '=', 'degrees')
      .orderBy('sort')
      .executeTakeFirst())?.id ??
    null;
  const programme = PROGRAMMES[institutionId][0]?.id ?? null;
  const domain = REGIONS[institutionId].emailDomain;
  const academicTutor = { first_name: 'Elena', last_name: 'Soler Pujol', email: `tutoria.practicas@${domain}`, phone: null, position: 'Profesora tutora' };
  const tutorOf = (company: (typeof companies)[number]) => ({
    first_name: company.first_name,
    last_name: company.last_name,
    email: company.email,
    phone: company.phone,
    position: company.position ?? 'Responsable de recursos humanos',
  });

  const activeStart = firstOfMonth(now, -3);
  const activeEnd = addDays(firstOfMonth(now, 1), -1);
  await trx
    .insertInto('internships')
    .values({
      institution_id: institutionId,
      candidate_id: candidate.id,
      company_id: current.id,
      programme_id: programme,
      degree_id: degree,
      state: 'active',
      is_curricular: true,
      start_date: isoDate(activeStart),
      end_date: isoDate(activeEnd),
      hours_per_day: 5,
      hours_per_week: 25,
      course: '4',
      job_position: 'Técnica en prácticas',
      department: 'Desarrollo de negocio',
      tasks: 'Apoyo al equipo en el análisis de datos de clientes, preparación de informes mensuales y mejora de los procesos internos.',
      company_tutor: JSON.stringify(tutorOf(current)),
      academic_tutor: JSON.stringify(academicTutor),
      created_at: activeStart,
    })
    .execute();

  const finishedStart = firstOfMonth(now, -15);
  const finished = await trx
    .insertInto('internships')
    .values({
      institution_id: institutionId,
      candidate_id: candidate.id,
      company_id: previous.id,
      programme_id: programme,
      degree_id: degree,
      state: 'finished',
      is_curricular: false,
      start_date: isoDate(finishedStart),
      end_date: isoDate(addDays(firstOfMonth(now, -12), -1)),
      hours_per_day: 4,
      hours_per_week: 20,
      course: '3',
      job_position: 'Auxiliar administrativa en prácticas',
      department: 'Administración',
      tasks: 'Gestión documental, atención a proveedores y apoyo en la contabilidad.',
      company_tutor: JSON.stringify(tutorOf(previous)),
      academic_tutor: JSON.stringify(academicTutor),
      created_at: finishedStart,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const documents = [
    { kind: 'document' as const, typeId: 7, name: 'convenio-practicas-firmado.pdf', content: pdfs.agreement, by: null },
    { kind: 'form' as const, typeId: null, name: 'formulario-valoracion-estudiante.pdf', content: pdfs.form, by: candidate.id },
    { kind: 'document' as const, typeId: 9, name: 'memoria-final-practicas.pdf', content: pdfs.report, by: candidate.id },
  ];
  for (const document of documents) {
    const fileId = await storeFile(trx, institutionId, document.by, document.name, document.content);
    await trx
      .insertInto('internship_documents')
      .values({
        internship_id: finished.id,
        kind: document.kind,
        document_type_id: document.typeId,
        name: document.name,
        file_id: fileId,
        uploaded_by_user_id: document.by,
        created_at: addDays(firstOfMonth(now, -12), -3),
      })
      .execute();
  }
}

export async function seedDemoHome(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const { now } = options;
  const pdfs: DemoPdfs = {
    guide: await demoPdf('Guia: com preparar el curriculum / Guia: como preparar tu curriculum', [
      '1. Datos personales y de contacto.',
      '2. Formacion: empieza por la mas reciente.',
      '3. Experiencia: tareas y logros, no solo el puesto.',
      '4. Idiomas y competencias digitales.',
      '5. Una pagina es suficiente para unas practicas.',
    ]),
    agreement: await demoPdf('Convenio de cooperacion educativa', ['Documento de demostracion: convenio firmado por las tres partes.']),
    report: await demoPdf('Memoria final de practicas', ['Documento de demostracion: memoria final de la estudiante.']),
    form: await demoPdf('Formulario de valoracion de la estudiante', ['Documento de demostracion: valoracion de las practicas.']),
  };

  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      await trx.insertInto('communications').values(communications(institutionId, now)).execute();
      const guideFile = await storeFile(trx, institutionId, null, 'guia-curriculum.pdf', pdfs.guide);
      await trx.insertInto('guides').values(guides(institutionId, guideFile)).execute();
      await trx.insertInto('events').values(events(institutionId, now)).execute();
      await internships(trx, institutionId, now, pdfs);
    }
  });
}
