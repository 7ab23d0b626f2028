import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { NOT_BUILT_YET } from './not-built-yet.ts';
import { parseSpecCalls, readSpecCalls, samplePath, type SpecCall } from './spec-calls.ts';

const RouteNotFound = 606;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const specCalls = readSpecCalls();

/** The answer's status to the call as written (no token, no body): anything but 606 means it is routed. */
async function statusOf(call: SpecCall): Promise<number> {
  const res = await t.app.inject({ method: call.method, url: samplePath(call.path), headers: { host: '127.0.0.1' } });
  return (res.json() as { status: number }).status;
}

describe('reading the calls out of spec 2 §7', () => {
  it('finds every kind of listing: table rows, alternatives, relative names, role groups, surveys', () => {
    const keys = specCalls.map((c) => c.key);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/Empresa/logaUsuario',
        'POST /api/Alumno/logaUsuario',
        'POST /api/alumno/rechazarPreinscripcion',
        'POST /api/Alumno/editarIdiomaPreferido',
        'GET /api/Dominios/ProgramasInformaticos',
        'GET /api/dominios/esProvinciaConIslas/{province}',
        'POST /api/Alumno/inscribirse/',
        'GET /api/Alumno/dameOfertasUsuario/{type}/{language}',
        'GET /api/Alumno/documentacionDeProcesosSolicitada',
        'POST /api/Alumno/editarNivelFormativoSNE',
        'GET /api/empresa/existeCIF/{cif}/{fixed_token}',
        'POST /api/empresa/addConvenioEmpresa',
        'GET /api/Empresa/dameComunicaciones',
        'POST /api/Alumno/eliminaNotificaciones',
        'GET /api/Encuestas/guardaAceptacionRGPD',
      ]),
    );
    // Descriptions are not calls.
    expect(keys.filter((k) => /\/(and|or|datos|Payloads|Opening)\b/.test(k))).toEqual([]);
  });

  it('parses a listing the way the spec writes them', () => {
    const md = [
      '## 7. Calls',
      '### 7.1 A',
      '| POST | /api/{Empresa or Alumno}/x, y (note) | payload |',
      '- GET /api/Alumno/a and b/{id}: text, c.',
      '- POST (all under /api/Alumno): d {id}, e. Not a call.',
      '### 7.2 B',
      '- Things (role Empresa or Alumno): GET f; POST g {id}.',
      '## 8. Codes',
    ].join('\n');
    expect(parseSpecCalls(md).map((c) => c.key)).toEqual([
      'POST /api/Empresa/x',
      'POST /api/Alumno/x',
      'POST /api/Empresa/y',
      'POST /api/Alumno/y',
      'GET /api/Alumno/a',
      'GET /api/Alumno/b/{id}',
      'POST /api/Alumno/d',
      'POST /api/Alumno/e',
      'GET /api/Empresa/f',
      'GET /api/Alumno/f',
      'POST /api/Empresa/g',
      'POST /api/Alumno/g',
    ]);
  });
});

describe('every call of spec 2 §7 answers as written', () => {
  const notBuilt = new Set(NOT_BUILT_YET);

  it('is routed: method and path as the spec writes them (case, trailing slash), parameters filled', async () => {
    const unrouted: string[] = [];
    for (const call of specCalls.filter((c) => !notBuilt.has(c.key))) {
      if ((await statusOf(call)) === RouteNotFound) unrouted.push(call.key);
    }
    expect(unrouted).toEqual([]);
  });

  it('the list of calls not built yet names spec calls only, each once', () => {
    const known = new Set(specCalls.map((c) => c.key));
    expect(NOT_BUILT_YET.filter((key) => !known.has(key))).toEqual([]);
    expect(NOT_BUILT_YET.length).toBe(notBuilt.size);
  });

  it('a call in the list of calls not built yet is really not routed (built calls leave the list)', async () => {
    const routed: string[] = [];
    for (const key of NOT_BUILT_YET) {
      const call = specCalls.find((c) => c.key === key);
      if (call && (await statusOf(call)) !== RouteNotFound) routed.push(key);
    }
    expect(routed).toEqual([]);
  });
});
