import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays } from './calendar.ts';
import { DEGREE, offersFactory, type OffersFactory } from './offers.factory.ts';

let t: TestApp;
let f: OffersFactory;
let token: string;
let candidateId: number;
const urls: Record<string, string> = {};

const list = (query = '', type = 'empleo') => t.call('GET', `/api/Alumno/dameOfertasUsuario/${type}/es${query ? `?${query}` : ''}`, { token });
const titlesOf = (res: Awaited<ReturnType<typeof list>>) => res.body.datos.ofertas.map((o: { titulo: string }) => o.titulo).sort();

/**
 * The generic institution's demo offers are removed, so every count here is exact: the offers below are all the
 * generic institution has.
 */
beforeAll(async () => {
  t = await createTestApp();
  f = offersFactory(t);
  await t.db.deleteFrom('offers').where('institution_id', '=', 'generic').execute();
  const candidate = await f.candidate({ languages: [[3, 4]] });
  token = candidate.token;
  candidateId = candidate.userId;
  const today = f.today();
  const made = async (key: string, options: Parameters<OffersFactory['offer']>[0]) => {
    urls[key] = (await f.offer({ title: key, ...options })).url;
  };
  await made('Técnico de sistemas en Málaga', { province_id: 29, locality: 'Málaga', contract_type_id: 1, salary: 21000, salary_max: 25000, tags: ['Ciberseguridad'] });
  await made('Analista de datos', { province_id: 8, locality: 'Barcelona', contract_type_id: 2, salary: 30000, modality: 'remoto', degrees: [{ degreeId: DEGREE.business }] });
  await made('Desarrolladora web', { contract_type_id: 1, salary: 26000, tags: ['Desarrollo web', 'Teletrabajo'], is_international: true });
  await made('Jurista junior', { degrees: [{ degreeId: DEGREE.law }], salary: 19000, expires_on: addDays(today, 3), tags: ['Compliance'] });
  await made('Destacada antigua', { published_at: new Date(t.clock.now().getTime() - 20 * 86_400_000), highlighted_on: today });
  await made('Pide alemán', { requirements: { languages: [{ languageId: 5, minLevel: 3 }] } });
  await made('Diseño en España', { published_at: new Date(t.clock.now().getTime() - 30 * 86_400_000), degrees: [{ degreeId: DEGREE.law }] });
  await made('Prácticas TFG', { profile: 2, is_tfg_tfm: true, monthly_grant: 600 });
  await made('Prácticas de verano', { profile: 2, monthly_grant: 400 });
  // Never listed: pending, closed, expired, another institution's.
  await made('Pendiente', { state: 'pending' });
  await made('Cerrada', { state: 'closed' });
  await made('Caducada', { expires_on: addDays(today, -1) });
  await made('De otra institución', { institution_id: 'uib', degrees: [] });
});
afterAll(async () => {
  await t?.close();
});

describe('offer counts', () => {
  it('count the published, unexpired offers of the institution and type', async () => {
    const jobs = await t.call('GET', '/api/Alumno/dameNumOfertasEmpleoUsuario', { token });
    const internships = await t.call('GET', '/api/Alumno/dameNumOfertasPracticasUsuario', { token });
    expect(jobs.body).toEqual({ status: 0, datos: { numTotal: 7 } });
    expect(internships.body).toEqual({ status: 0, datos: { numTotal: 2 } });
  });

  it('count internships for a cycles-only brand too (the menu hides them, the count does not)', async () => {
    const fp = await f.candidate({ institutionId: 'fpcat' });
    const res = await t.call('GET', '/api/Alumno/dameNumOfertasPracticasUsuario', { token: fp.token, host: fp.host });
    expect(res.body.datos.numTotal).toBeGreaterThan(0);
  });
});

describe('the offers list', () => {
  it('gives a page with the total, highlighted date else publication date, newest first', async () => {
    const res = await list('porPagina=3');
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ numTotal: 7, pagina: 1, porPagina: 3 });
    expect(res.body.datos.ofertas.map((o: { titulo: string }) => o.titulo)).toEqual(['Técnico de sistemas en Málaga', 'Analista de datos', 'Desarrolladora web']);
    const page2 = await list('porPagina=3&pagina=2');
    expect(page2.body.datos.ofertas.map((o: { titulo: string }) => o.titulo)).toEqual(['Jurista junior', 'Pide alemán', 'Destacada antigua']);
  });

  it('puts an offer highlighted today among today\'s, with the wire fields of the spec', async () => {
    const res = await list();
    const highlighted = res.body.datos.ofertas.find((o: { titulo: string }) => o.titulo === 'Destacada antigua');
    const [year, month, day] = f.today().split('-');
    expect(highlighted.fechaDestacada).toBe(`${day}/${month}/${year}`);
    const first = res.body.datos.ofertas[0];
    expect(first).toMatchObject({
      urlAcceso: urls['Técnico de sistemas en Málaga'],
      idPerfil: 1,
      textoPerfilOferta: 'Empleo',
      provincia: 'Málaga',
      contrato: 'Indefinido',
      salario: 21000,
      salarioMaximo: 25000,
      etiquetas: ['Ciberseguridad'],
      caducada: false,
      inscrito: false,
    });
    expect(first.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('shows the tags of the catalogue in the reader\'s language, and a tag of no catalogue entry as the company typed it', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOfertasUsuario/empleo/ca', { token });
    const tagsOf = (title: string) => res.body.datos.ofertas.find((o: { titulo: string }) => o.titulo === title)?.etiquetas;
    expect(tagsOf('Desarrolladora web')).toEqual(['Desenvolupament web', 'Teletreball']);
    expect(tagsOf('Jurista junior')).toEqual(['Compliance']);
  });

  it('accepts the type as a number and the label language from the path', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOfertasUsuario/2/ca', { token });
    expect(res.body.datos.numTotal).toBe(2);
    expect(res.body.datos.ofertas[0].textoPerfilOferta).toBe('Prácticas');
    const labels = await t.call('GET', '/api/Alumno/dameOfertasUsuario/1/en', { token });
    expect(labels.body.datos.ofertas.find((o: { contrato: string | null }) => o.contrato)?.contrato).toBe('Permanent');
  });

  it('refuses a bad type, language, page size or filter with 15 and the field', async () => {
    for (const [path, campo] of [
      ['/api/Alumno/dameOfertasUsuario/becas/es', 'params.tipo'],
      ['/api/Alumno/dameOfertasUsuario/empleo/fr', 'params.idioma'],
      ['/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=101', 'querystring.porPagina'],
      ['/api/Alumno/dameOfertasUsuario/empleo/es?pagina=0', 'querystring.pagina'],
      ['/api/Alumno/dameOfertasUsuario/empleo/es?salarioMin=mucho', 'querystring.salarioMin'],
      ['/api/Alumno/dameOfertasUsuario/empleo/es?modalidad=submarino', 'querystring.modalidad'],
      ['/api/Alumno/dameOfertasUsuario/empleo/es?tfgTfm=quizas', 'querystring.tfgTfm'],
    ] as const) {
      const res = await t.call('GET', path, { token });
      expect(res.statusCode, path).toBe(400);
      expect(res.body.status, path).toBe(15);
      expect(res.body.datos.errores[0].campo, path).toBe(campo);
    }
  });

  it('sorts by deadline (soonest first) or pay (highest first) when asked, offers without the value last', async () => {
    const byDeadline = await list('orden=caducidad&porPagina=100');
    expect(byDeadline.body.datos.ofertas[0].titulo).toBe('Jurista junior');
    const byPay = await list('orden=salario&porPagina=4');
    expect(byPay.body.datos.ofertas.map((o: { titulo: string }) => o.titulo)).toEqual(['Analista de datos', 'Desarrolladora web', 'Técnico de sistemas en Málaga', 'Jurista junior']);
    const grants = await list('orden=salario', 'practicas');
    expect(grants.body.datos.ofertas.map((o: { titulo: string }) => o.titulo)).toEqual(['Prácticas TFG', 'Prácticas de verano']);
    const bad = await list('orden=azar');
    expect(bad.body.status).toBe(15);
    expect(bad.body.datos.errores[0].campo).toBe('querystring.orden');
  });

  it('never shows pending, closed, expired or another institution\'s offers', async () => {
    const res = await list('porPagina=100');
    const titles = titlesOf(res);
    for (const hidden of ['Pendiente', 'Cerrada', 'Caducada', 'De otra institución']) expect(titles).not.toContain(hidden);
  });
});

describe('the filters, applied by the database', () => {
  const cases: [string, string, string[]][] = [
    ['texto ignores accents, case and word order', 'texto=SISTEMAS%20tecnico', ['Técnico de sistemas en Málaga']],
    ['texto matches a part of a word', 'texto=SISTEM', ['Técnico de sistemas en Málaga']],
    ['texto reads symbols literally', 'texto=sistemas%20(.*', []],
    ['texto finds a ñ written as n', 'texto=espana', ['Diseño en España']],
    ['provincia', 'provincia=8', ['Analista de datos']],
    ['localidad ignores accents', 'localidad=malaga', ['Técnico de sistemas en Málaga']],
    ['titulacion', `titulacion=${DEGREE.law}`, ['Diseño en España', 'Jurista junior']],
    ['areaTitulacion (social sciences and law)', 'areaTitulacion=4', ['Analista de datos', 'Diseño en España', 'Jurista junior']],
    ['etiqueta ignores case and accents', 'etiqueta=ciberseguridad', ['Técnico de sistemas en Málaga']],
    ['etiqueta in another language finds the same catalogue tag', 'etiqueta=Desenvolupament%20web', ['Desarrolladora web']],
    ['etiqueta of no catalogue entry matches as typed', 'etiqueta=compliance', ['Jurista junior']],
    ['contrato', 'contrato=2', ['Analista de datos']],
    ['salarioMin compares the top of the range', 'salarioMin=25000', ['Analista de datos', 'Desarrolladora web', 'Técnico de sistemas en Málaga']],
    ['modalidad', 'modalidad=remoto', ['Analista de datos']],
    ['internacional', 'internacional=true', ['Desarrolladora web']],
    ['caducanPronto (within 7 days)', 'caducanPronto=1', ['Jurista junior']],
    ['filters combine', 'contrato=1&salarioMin=26000', ['Desarrolladora web']],
  ];
  it.each(cases)('%s', async (_name, query, expected) => {
    const res = await list(query);
    expect(res.body.status).toBe(0);
    expect(titlesOf(res)).toEqual([...expected].sort());
    expect(res.body.datos.numTotal).toBe(expected.length);
  });

  it('tfgTfm and the internships grant as salary', async () => {
    expect(titlesOf(await list('tfgTfm=true', 'practicas'))).toEqual(['Prácticas TFG']);
    expect(titlesOf(await list('salarioMin=500', 'practicas'))).toEqual(['Prácticas TFG']);
  });

  it('encajaConmigo keeps the offers whose requirements my CV meets', async () => {
    expect(titlesOf(await list('encajaConmigo=true'))).toEqual(['Desarrolladora web', 'Destacada antigua', 'Técnico de sistemas en Málaga']);
  });

  it('omitirInscritas leaves out the offers I applied to (a withdrawn candidacy does not count)', async () => {
    const applied = await t.call('POST', '/api/Alumno/inscribirse', { token, body: { urlOferta: urls['Desarrolladora web'] } });
    expect(applied.body.status).toBe(502);
    const withdrawn = await f.offer({ title: 'Retirada' });
    await t.call('POST', '/api/Alumno/inscribirse', { token, body: { urlOferta: withdrawn.url } });
    await t.call('POST', '/api/Alumno/desinscribirse', { token, body: { urlOferta: withdrawn.url } });
    const all = await list('porPagina=100');
    expect(all.body.datos.ofertas.find((o: { titulo: string }) => o.titulo === 'Desarrolladora web').inscrito).toBe(true);
    const omitted = titlesOf(await list('omitirInscritas=true&porPagina=100'));
    expect(omitted).not.toContain('Desarrolladora web');
    expect(omitted).toContain('Retirada');
    await t.db.deleteFrom('offers').where('url_access', '=', withdrawn.url).execute();
  });

  it('historial lists the offers I opened, expired ones included', async () => {
    for (const key of ['Analista de datos', 'Caducada']) {
      expect((await t.call('GET', `/api/Alumno/dameOferta/${urls[key]}`, { token })).body.status).toBe(0);
    }
    const res = await list('historial=true');
    expect(titlesOf(res)).toEqual(['Analista de datos', 'Caducada']);
    expect(res.body.datos.ofertas.find((o: { titulo: string }) => o.titulo === 'Caducada').caducada).toBe(true);
    const views = await t.db.selectFrom('offer_views').select('offer_id').where('user_id', '=', candidateId).execute();
    expect(views).toHaveLength(2);
  });
});

describe('the filter options', () => {
  it('give the values present in the list the same filters give, salaries in numeric order', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOpcionesFiltroOfertas/empleo/es', { token });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.salarios).toEqual([19000, 21000, 26000, 30000]);
    expect(res.body.datos.contratos).toEqual([
      { id: 1, nombre: 'Indefinido' },
      { id: 2, nombre: 'Temporal (duración determinada)' },
    ]);
    expect(res.body.datos.provincias.map((p: { nombre: string }) => p.nombre)).toEqual(['Barcelona', 'Madrid', 'Málaga']);
    expect(res.body.datos.titulaciones.map((d: { id: number }) => d.id).sort()).toEqual([DEGREE.computerEngineering, DEGREE.business, DEGREE.law].sort());
    expect(res.body.datos.localidades).toEqual(['Barcelona', 'Madrid', 'Málaga']);
    expect(res.body.datos.areasTitulaciones.map((a: { id: number }) => a.id).sort()).toEqual([4, 5]);
    expect(res.body.datos.etiquetas).toEqual(['Ciberseguridad', 'Compliance', 'Desarrollo web', 'Teletrabajo']);
    expect(res.body.datos.modalidades).toEqual(['remoto']);
    const narrowed = await t.call('GET', '/api/Alumno/dameOpcionesFiltroOfertas/empleo/es?provincia=8', { token });
    expect(narrowed.body.datos).toMatchObject({ salarios: [30000], localidades: ['Barcelona'], etiquetas: [] });
  });

  it('name the catalogue tags in the reader\'s language, in its order; a tag of no catalogue entry as typed', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOpcionesFiltroOfertas/empleo/ca', { token });
    expect(res.body.datos.etiquetas).toEqual(['Ciberseguretat', 'Compliance', 'Desenvolupament web', 'Teletreball']);
  });

  it('refuse a bad filter with 15', async () => {
    const res = await t.call('GET', '/api/Alumno/dameOpcionesFiltroOfertas/empleo/es?provincia=-3', { token });
    expect(res.body.status).toBe(15);
  });
});
