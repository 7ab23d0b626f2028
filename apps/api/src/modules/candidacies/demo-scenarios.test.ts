import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REGIONS } from '../../db/seed/demo-regions.ts';
import { DEMO_ENROLMENT_SCENARIOS, demoCandidateEmail, demoDegrees, type EnrolmentScenario } from '../../db/seed/demo-candidates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const host = (institutionId: BrandId) => (institutionId === 'generic' ? undefined : `${institutionId}.localhost`);

async function scenarioUrl(institutionId: BrandId, scenario: EnrolmentScenario): Promise<string> {
  const row = await t.db
    .selectFrom('offers')
    .select('url_access')
    .where('institution_id', '=', institutionId)
    .where('title', '=', scenario.title[REGIONS[institutionId].language])
    .executeTakeFirstOrThrow();
  return row.url_access;
}

const present = (institutionId: BrandId) => DEMO_ENROLMENT_SCENARIOS.filter((s) => demoDegrees(institutionId)[s.degree] !== undefined);
/** Successful enrolments change the data, so they run after every refusal. */
const refusalsFirst = (scenarios: readonly EnrolmentScenario[]) =>
  [...scenarios].sort((a, b) => Number(a.expected === 502 || a.expected === 'external') - Number(b.expected === 502 || b.expected === 'external'));

describe.each(['generic', 'uib', 'fpcat'] as const)('the demo of %s', (institutionId) => {
  it('shows alumno the scenario offers on the first page of each list, newest first, and the expired one in the history', async () => {
    const token = await t.login('Alumno', demoCandidateEmail(institutionId, 'alumno'), { host: host(institutionId) });
    for (const [type, profile] of [['empleo', 1], ['practicas', 2]] as const) {
      const res = await t.call('GET', `/api/Alumno/dameOfertasUsuario/${type}/es`, { token, host: host(institutionId) });
      expect(res.body.status).toBe(0);
      const urls: string[] = res.body.datos.ofertas.map((o: { urlAcceso: string }) => o.urlAcceso);
      for (const scenario of present(institutionId).filter((s) => s.profile === profile && s.publishedMinutesAgo < 60 && s.expected !== 111)) {
        expect(urls, scenario.key).toContain(await scenarioUrl(institutionId, scenario));
      }
    }
    const history = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/es?historial=true', { token, host: host(institutionId) });
    const expired = DEMO_ENROLMENT_SCENARIOS.find((s) => s.expected === 111);
    const entry = history.body.datos.ofertas.find((o: { caducada: boolean }) => o.caducada);
    expect(entry?.urlAcceso).toBe(await scenarioUrl(institutionId, expired as EnrolmentScenario));
  });

  it('refuses or enrols alumno in each scenario offer with the code the seed promises', async () => {
    const token = await t.login('Alumno', demoCandidateEmail(institutionId, 'alumno'), { host: host(institutionId) });
    for (const scenario of refusalsFirst(present(institutionId))) {
      const urlOferta = await scenarioUrl(institutionId, scenario);
      const res = await t.call('POST', '/api/Alumno/inscribirse', {
        token,
        host: host(institutionId),
        body: { urlOferta, inscripcionExterna: scenario.expected === 'external' },
      });
      const expected = scenario.expected === 'external' ? 0 : scenario.expected;
      expect(res.body.status, `${scenario.key}: ${JSON.stringify(res.body)}`).toBe(expected);
    }
  });

  it('gives each extra demo candidate the refusal it is there for', async () => {
    const jobOk = DEMO_ENROLMENT_SCENARIOS.find((s) => s.key === 'job-ok') as EnrolmentScenario;
    const internshipOk = DEMO_ENROLMENT_SCENARIOS.find((s) => s.key === 'internship-ok') as EnrolmentScenario;
    const cases: [string, EnrolmentScenario, number][] = [
      ['alumno.sinbusqueda', jobOk, 54],
      ['alumno.sincv', jobOk, 55],
      ['alumno.sinestudios', jobOk, 57],
      ['alumno.baja', jobOk, 32],
      ['alumno.sinservicio', jobOk, 20],
      ['alumno.sinservicio', internshipOk, 21],
      ['alumno.extracomunitario', jobOk, 34],
    ];
    if (demoDegrees(institutionId).twoYearMaster) {
      cases.push(['alumno.master', internshipOk, 18]);
      cases.push(['alumno.master', DEMO_ENROLMENT_SCENARIOS.find((s) => s.key === 'internship-master') as EnrolmentScenario, 52]);
    }
    for (const [local, scenario, code] of cases) {
      const token = await t.login('Alumno', demoCandidateEmail(institutionId, local), { host: host(institutionId) });
      const res = await t.call('POST', '/api/Alumno/inscribirse', { token, host: host(institutionId), body: { urlOferta: await scenarioUrl(institutionId, scenario) } });
      expect(res.body.status, `${local} on ${scenario.key}`).toBe(code);
    }
  });
});

describe('the demo candidacies of alumno@example.org', () => {
  it('are in several states, one a pre-enrolment waiting for an answer', async () => {
    const token = await t.login('Alumno', 'alumno@example.org');
    const jobs = await t.call('GET', '/api/Alumno/dameCandidaturasEmpleoUsuario', { token });
    const internships = await t.call('GET', '/api/Alumno/dameCandidaturasPracticasUsuario', { token });
    const states = [...jobs.body.datos, ...internships.body.datos].map((c: { idEstado: number }) => c.idEstado);
    expect(states).toEqual(expect.arrayContaining([1, 2, 4, 16, 17]));
    const rejected = jobs.body.datos.find((c: { idEstado: number }) => c.idEstado === 17);
    expect(rejected.motivo).toBeTruthy();
  });

  it('has a complete CV: nothing the brand requires is missing', async () => {
    const token = await t.login('Alumno', 'alumno@example.org');
    const res = await t.call('GET', '/api/Alumno/faltanDatosPersonalesObligatorios', { token });
    expect(res.body.datos).toEqual({ faltan: [], requiereIban: true });
  });
});
