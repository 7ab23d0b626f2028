import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_OFFERS_LIMIT } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEGREE, offersFactory, type OfferOptions, type OffersFactory } from './offers.factory.ts';

let t: TestApp;
let f: OffersFactory;
let student: Awaited<ReturnType<OffersFactory['candidate']>>;

const ENGLISH = 3;
const GERMAN = 5;
const B2 = 4;

/** Title -> [offer, fits the student]. The student: computer engineering in progress (62.5 %), English B2, licence B, no car. */
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
};

const urls = new Map<string, string>();
const fitting = async (token: string, type: 'empleo' | 'practicas', host?: string) => {
  const res = await t.call('GET', `/api/Alumno/dameOfertasUsuario/${type}/es?encajaConmigo=true&porPagina=100`, { token, host });
  expect(res.body.status).toBe(0);
  return res.body.datos.ofertas.map((o: { titulo: string }) => o.titulo).sort() as string[];
};
const expectedFits = (fits: (title: string, fitsStudent: boolean) => boolean, profile: 1 | 2) =>
  Object.entries(OFFERS)
    .filter(([title, [options, fitsStudent]]) => (options.profile ?? 1) === profile && fits(title, fitsStudent))
    .map(([title]) => title)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
  await t.db.deleteFrom('offers').where('institution_id', '=', 'generic').execute();
  student = await f.candidate({ cv: { driving_licences: ['B'] }, languages: [[ENGLISH, B2], [2, 7]] });
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
    const graduate = await f.candidate({
      cv: { driving_licences: ['B'] },
      languages: [[ENGLISH, B2]],
      studies: [{ finished: true, end_year: 2019, credits_passed: 240 }],
    });
    const jobs = await fitting(graduate.token, 'empleo');
    expect(jobs).toContain('graduated by 2020');
    expect(jobs).toContain('credits 70');
    expect(await fitting(graduate.token, 'practicas')).toEqual([]);
  });

  it('keeps a non-EU national without work permit to offers abroad; with a permit, to all', async () => {
    const foreigner = await f.candidate({ cv: { nationality_ids: [30], driving_licences: ['B'] }, languages: [[ENGLISH, B2]] });
    expect(await fitting(foreigner.token, 'empleo')).toEqual(['abroad']);
    await t.db.updateTable('candidates').set({ work_permit: true }).where('user_id', '=', foreigner.userId).execute();
    expect(await fitting(foreigner.token, 'empleo')).toEqual(expectedFits((_, fits) => fits, 1));
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
});

describe('ofertasEncajanConUsuario', () => {
  it(`gives the newest fitting offers of both types that I have not applied to, at most ${FIT_OFFERS_LIMIT}`, async () => {
    const candidate = await f.candidate({ cv: { driving_licences: ['B'] }, languages: [[ENGLISH, B2]] });
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
