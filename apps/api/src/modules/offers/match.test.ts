import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_OFFERS_LIMIT, type OfferProfileId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, offersFactory, type OfferOptions, type OffersFactory } from './offers.factory.ts';

let t: TestApp;
let f: OffersFactory;
let student: Awaited<ReturnType<OffersFactory['candidate']>>;

const ENGLISH = 3;
const GERMAN = 5;
const B2 = 4;

const SPAIN = 1;
const GERMANY = 2;
const FRANCE = 13;
const BALEARES = 7;
const MADRID = 28;
const TEAMWORK = 1;
const COMMUNICATION = 2;
const LEADERSHIP = 6;
const AI = 2;
const DATA = 3;
const TOURISM = 5;

/**
 * Title -> [offer, fits the student]. The student: computer engineering in progress (62.5 %), English B2, licence B,
 * no car; Spanish, living in the Balearic Islands, not willing to relocate, not in work; teamwork and
 * communication; interested in AI and data; 12 months of experience (two overlapping jobs).
 */
const OFFERS: Record<string, [OfferOptions, boolean]> = {
  'my degree': [{}, true],
  'no degree asked': [{ degrees: [] }, true],
  'law only desirable': [{ degrees: [{ degreeId: DEGREE.computerEngineering }, { degreeId: DEGREE.law, required: false }] }, true],
  'law required': [{ degrees: [{ degreeId: DEGREE.law }] }, false],
  'english B2': [{ requirements: { languages: [{ languageId: ENGLISH, minLevel: B2 }] } }, true],
  'english C1': [{ requirements: { languages: [{ languageId: ENGLISH, minLevel: 5 }] } }, false],
  'german A1': [{ requirements: { languages: [{ languageId: GERMAN, minLevel: 1 }] } }, false],
  'licence B': [{ requirements: { drivingLicence: 'B' } }, true],
  'licence C': [{ requirements: { drivingLicence: 'C' } }, false],
  'own car': [{ requirements: { ownCar: true } }, false],
  'car not needed': [{ requirements: { ownCar: false } }, true],
  travel: [{ requirements: { availabilityToTravel: true } }, false],
  'credits 60': [{ requirements: { minCreditsPercent: 60 } }, true],
  'credits 70': [{ requirements: { minCreditsPercent: 70 } }, false],
  'graduated by 2020': [{ requirements: { maxGraduationYear: 2020 } }, false],
  'master only': [{ degrees: [{ degreeId: DEGREE.industrialMaster }] }, false],
  abroad: [{ country_id: 13, province_id: null, locality: 'Lyon' }, true],
  'internship for my degree': [{ profile: 2 }, true],
  'internship for a two-year master': [{ profile: 2, degrees: [{ degreeId: DEGREE.dataScienceMaster }] }, false],
  'malformed requirement is none': [{ requirements: { minCreditsPercent: 'mucho', languages: 'inglés' } }, true],
  'experience 12 months': [{ requirements: { experience: { months: 12, required: true } } }, true],
  'experience 24 months': [{ requirements: { experience: { months: 24, required: true } } }, false],
  'experience 24 months desirable': [{ requirements: { experience: { months: 24, required: false } } }, true],
  'EU nationality': [{ requirements: { nationalityCountryIds: [SPAIN, GERMANY, FRANCE] } }, true],
  'german nationality': [{ requirements: { nationalityCountryIds: [GERMANY] } }, false],
  'living in Spain': [{ requirements: { residenceCountryIds: [SPAIN] } }, true],
  'living in France': [{ requirements: { residenceCountryIds: [FRANCE] } }, false],
  'living in the Balearic Islands': [{ requirements: { residenceProvinceIds: [BALEARES, MADRID] } }, true],
  'living in Madrid': [{ requirements: { residenceProvinceIds: [MADRID] } }, false],
  'willing to relocate': [{ requirements: { availabilityToRelocate: true } }, false],
  'for people in work': [{ requirements: { currentlyWorking: true } }, false],
  'for people not in work': [{ requirements: { currentlyWorking: false } }, true],
  'teamwork and communication': [{ requirements: { competenceIds: [TEAMWORK, COMMUNICATION] } }, true],
  'teamwork and leadership': [{ requirements: { competenceIds: [TEAMWORK, LEADERSHIP] } }, false],
  'interest in AI or tourism': [{ requirements: { interestTagIds: [AI, TOURISM] } }, true],
  'interest in tourism': [{ requirements: { interestTagIds: [TOURISM] } }, false],
  'internship for people in work': [{ profile: 2, requirements: { currentlyWorking: true } }, false],
  'internship in the Balearic Islands': [{ profile: 2, requirements: { residenceProvinceIds: [BALEARES], competenceIds: [COMMUNICATION] } }, true],
  'malformed new requirements are none': [
    {
      requirements: {
        experience: { months: 'doce', required: true },
        nationalityCountryIds: 'ES',
        residenceProvinceIds: [BALEARES, 'x'],
        competenceIds: [1.5],
        interestTagIds: [],
        currentlyWorking: 'yes',
      },
    },
    true,
  ],
};

/** The CV facts of the student above, beyond studies and languages. */
const STUDENT_CV = {
  driving_licences: ['B'],
  nationality_ids: [SPAIN],
  province_id: BALEARES,
  competence_ids: [TEAMWORK, COMMUNICATION],
  interest_tag_ids: [AI, DATA],
};

/** A candidate like the student (overrides aside), with 12 months of experience in two jobs that overlap by two. */
async function studentLike(overrides: Parameters<OffersFactory['candidate']>[0] = {}) {
  const candidate = await f.candidate({ languages: [[ENGLISH, B2]], ...overrides, cv: { ...STUDENT_CV, ...(overrides.cv || {}) } });
  await t.db
    .insertInto('candidate_experiences')
    .values([
      { candidate_id: candidate.userId, position: 'Soporte', company: 'Uno', start_date: '2023-01-01', end_date: '2023-08-31' },
      { candidate_id: candidate.userId, position: 'Desarrollo', company: 'Dos', start_date: '2023-07-01', end_date: '2023-12-31' },
    ])
    .execute();
  return candidate;
}

const urls = new Map<string, string>();
const fitting = async (token: string, type: 'empleo' | 'practicas', host?: string) => {
  const res = await t.call('GET', `/api/Alumno/dameOfertasUsuario/${type}/es?encajaConmigo=true&porPagina=100`, { token, host });
  expect(res.body.status).toBe(0);
  return res.body.datos.ofertas.map((o: { titulo: string }) => o.titulo).sort() as string[];
};
const expectedFits = (fits: (title: string, fitsStudent: boolean) => boolean, profile: OfferProfileId) =>
  Object.entries(OFFERS)
    .filter(([title, [options, fitsStudent]]) => (options.profile ?? 1) === profile && fits(title, fitsStudent))
    .map(([title]) => title)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
  await t.db.deleteFrom('offers').where('institution_id', '=', 'generic').execute();
  student = await studentLike({ languages: [[ENGLISH, B2], [2, 7]] });
  for (const [title, [options]] of Object.entries(OFFERS)) urls.set(title, (await f.offer({ title, ...options })).url);
});
afterAll(async () => {
  await t?.close();
});

describe("'fit my CV'", () => {
  it('keeps exactly the offers whose every requirement the CV meets', async () => {
    expect(await fitting(student.token, 'empleo')).toEqual(expectedFits((_, fits) => fits, 1));
    expect(await fitting(student.token, 'practicas')).toEqual(expectedFits((_, fits) => fits, 2));
  });

  it('lets a graduate in for the graduation year, and out of internships (they are for students)', async () => {
    const graduate = await studentLike({ studies: [{ finished: true, end_year: 2019, credits_passed: 240 }] });
    const jobs = await fitting(graduate.token, 'empleo');
    expect(jobs).toContain('graduated by 2020');
    expect(jobs).toContain('credits 70');
    expect(await fitting(graduate.token, 'practicas')).toEqual([]);
  });

  it('keeps a non-EU national without work permit to offers abroad; with a permit, to all', async () => {
    const foreigner = await studentLike({ cv: { nationality_ids: [30] } });
    expect(await fitting(foreigner.token, 'empleo')).toEqual(['abroad']);
    await t.db.updateTable('candidates').set({ work_permit: true }).where('user_id', '=', foreigner.userId).execute();
    expect(await fitting(foreigner.token, 'empleo')).toEqual(expectedFits((title, fits) => fits && title !== 'EU nationality', 1));
    await t.db.updateTable('candidates').set({ work_permit: false, nationality_ids: [30, 13] }).where('user_id', '=', foreigner.userId).execute();
    expect(await fitting(foreigner.token, 'empleo')).toEqual(expectedFits((_, fits) => fits, 1));
  });

  it('fits nothing for a candidate without a CV', async () => {
    const blank = await f.candidate({ cv: false });
    expect(await fitting(blank.token, 'empleo')).toEqual([]);
  });

  it('agrees with enrolment: an offer fits exactly when enrolling meets none of the match refusals', async () => {
    const matchCodes = [34, 18, 19, 13, 47, 52, 80];
    for (const [title, [, fits]] of Object.entries(OFFERS)) {
      const res = await t.call('POST', '/api/Alumno/inscribirse', { token: student.token, body: { urlOferta: urls.get(title) } });
      expect(matchCodes.includes(res.body.status), `${title}: ${res.body.status}`).toBe(!fits);
      if (fits) expect(res.body.status, title).toBe(502);
    }
  });

  it('names in code 80 exactly the requirements of the offer the CV does not meet', async () => {
    const candidate = await studentLike();
    const offer = await f.offer({
      title: 'many requirements',
      requirements: {
        experience: { months: 24, required: true },
        nationalityCountryIds: [SPAIN],
        residenceProvinceIds: [MADRID],
        availabilityToRelocate: true,
        currentlyWorking: true,
        competenceIds: [TEAMWORK, LEADERSHIP],
        interestTagIds: [TOURISM],
      },
    });
    const res = await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: offer.url } });
    expect(res.body.status).toBe(80);
    expect(res.body.datos.requisitosNoCumplidos.map((r: { clave: string }) => r.clave)).toEqual([
      'experiencia',
      'provinciaResidencia',
      'movilidadGeografica',
      'trabajaActualmente',
      'competencias',
      'intereses',
    ]);
    expect(res.body.mensaje).toContain('Experiencia profesional mínima de 24 meses; Residencia en la provincia de: Madrid; Disponibilidad para cambiar de residencia');
    expect(res.body.mensaje).toContain('Competencias: Trabajo en equipo, Liderazgo; Interés en al menos uno de estos ámbitos: Turismo');

    const page = await t.call('GET', `/api/Alumno/dameOferta/${offer.url}`, { token: candidate.token });
    expect(page.body.datos.requisitos.map((r: { clave: string }) => r.clave)).toEqual([
      'experiencia',
      'nacionalidad',
      'provinciaResidencia',
      'movilidadGeografica',
      'trabajaActualmente',
      'competencias',
      'intereses',
    ]);
    expect(page.body.datos.requisitos[1].descripcion).toBe('Nacionalidad: España');
  });
});

describe('ofertasEncajanConUsuario', () => {
  it(`gives the newest fitting offers of both types that I have not applied to, at most ${FIT_OFFERS_LIMIT}`, async () => {
    const candidate = await studentLike();
    const before = await t.call('GET', '/api/Alumno/ofertasEncajanConUsuario', { token: candidate.token });
    const titles = before.body.datos.ofertas.map((o: { titulo: string }) => o.titulo);
    expect([...titles].sort()).toEqual([...expectedFits((_, fits) => fits, 1), ...expectedFits((_, fits) => fits, 2)].sort());
    expect(titles[0]).toBe('my degree');
    await t.call('POST', '/api/Alumno/inscribirse', { token: candidate.token, body: { urlOferta: urls.get('my degree') } });
    const after = await t.call('GET', '/api/Alumno/ofertasEncajanConUsuario', { token: candidate.token });
    expect(after.body.datos.ofertas.map((o: { titulo: string }) => o.titulo)).not.toContain('my degree');

    for (let n = 0; n < FIT_OFFERS_LIMIT; n += 1) await f.offer({ title: `extra ${n}` });
    const capped = await t.call('GET', '/api/Alumno/ofertasEncajanConUsuario', { token: candidate.token });
    expect(capped.body.datos.ofertas).toHaveLength(FIT_OFFERS_LIMIT);
  });
});
