import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CANDIDACY_STATE } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';

let t: TestApp;
let company: string;
let otherCompany: string;
let jobOffer: number;
let internshipOffer: number;
let alumnoJob: number;
let alumnoInternship: number;

const get = (path: string, token = company, host?: string) => t.call('GET', path, { token, ...(host ? { host } : {}) });
/** A file call answers bytes, not the envelope. */
const download = (path: string, token = company, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, ...headers } });
const move = (body: unknown, token = company) => t.call('POST', '/api/Empresa/cambiaEstadoCandidatura', { token, body });

async function candidacyOf(email: string, offerId: number) {
  return t.db
    .selectFrom('candidacies as k')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .select(['k.id', 'k.state_id', 'k.read_by_company'])
    .where('u.email', '=', email)
    .where('k.offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  company = await t.login('Empresa', 'empresa@example.org');
  const multi = await t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.email', '=', 'multi@example.org')
    .orderBy('cc.company_id')
    .executeTakeFirstOrThrow();
  otherCompany = await t.login('Empresa', 'multi@example.org', { idEmpresa: multi.company_id });
  const alumno = await t.db
    .selectFrom('candidacies as k')
    .innerJoin('users as u', 'u.id', 'k.candidate_id')
    .innerJoin('offers as o', 'o.id', 'k.offer_id')
    .select(['k.id', 'k.offer_id', 'k.state_id', 'o.profile'])
    .where('u.email', '=', 'alumno@example.org')
    .where('k.state_id', 'in', [CANDIDACY_STATE.enrolled, CANDIDACY_STATE.inReview])
    .orderBy('k.created_at', 'desc')
    .execute();
  const job = alumno.find((k) => k.state_id === CANDIDACY_STATE.enrolled && k.profile === 1);
  const internship = alumno.find((k) => k.state_id === CANDIDACY_STATE.inReview && k.profile === 2);
  if (!job || !internship) throw new Error('demo candidacies of alumno missing');
  [jobOffer, alumnoJob, internshipOffer, alumnoInternship] = [job.offer_id, job.id, internship.offer_id, internship.id];
  // A private document with a file: the company must never see its name nor download it.
  await sql`
    with copy as (
      insert into files (institution_id, owner_user_id, name, extension, mime_type, size_bytes, content)
      select f.institution_id, f.owner_user_id, 'Nomina-privada.pdf', f.extension, f.mime_type, f.size_bytes, f.content
      from candidate_documents d join files f on f.id = d.file_id join users u on u.id = d.candidate_id
      where u.email = 'alumno@example.org' and d.visibility = 'public' limit 1
      returning id, owner_user_id
    )
    insert into candidate_documents (candidate_id, document_type_id, name, visibility, file_id)
    select owner_user_id, 1, 'Nomina-privada.pdf', 'private', id from copy`.execute(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe("a company's offer process (dameDatosProceso)", () => {
  it('lists the candidacies with state, unread mark and counts, at both path spellings', async () => {
    const res = await get(`/api/Empresa/dameDatosProceso/${jobOffer}`);
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    const datos = res.body.datos;
    expect(datos.oferta).toMatchObject({ idOferta: jobOffer, idPerfil: 1, estado: 'published' });
    expect(datos.total).toBe(7);
    expect(datos.contadores.total).toBe(7);
    expect(datos.contadores.noLeidos).toBe(3);
    const names = datos.items.map((i: { nombre: string }) => i.nombre);
    expect(names).toContain('Lucía Martín Ferrer');
    expect(names).toContain('Núria Col·lell Llull');
    const lucia = datos.items.find((i: { nombre: string }) => i.nombre === 'Lucía Martín Ferrer');
    expect(lucia).toMatchObject({ idEstado: 1, estado: 'Inscrita', leida: false });
    const lower = await get(`/api/empresa/damedatosproceso/${jobOffer}`);
    expect(lower.body.datos.total).toBe(7);
  });

  it('filters by state, unread and text (accents and case ignored)', async () => {
    const interview = await get(`/api/Empresa/dameDatosProceso/${jobOffer}?estado=4`);
    expect(interview.body.datos.items.map((i: { nombre: string }) => i.nombre)).toEqual(['Aina Suñer Comas']);
    const unread = await get(`/api/Empresa/dameDatosProceso/${jobOffer}?noLeidos=true`);
    expect(unread.body.datos.items.every((i: { leida: boolean }) => !i.leida)).toBe(true);
    expect(unread.body.datos.total).toBe(3);
    const text = await get(`/api/Empresa/dameDatosProceso/${jobOffer}?texto=${encodeURIComponent('NURIA llull')}`);
    expect(text.body.datos.items.map((i: { nombre: string }) => i.nombre)).toEqual(['Núria Col·lell Llull']);
    const ibanez = await get(`/api/Empresa/dameDatosProceso/${jobOffer}?texto=ibanez`);
    expect(ibanez.body.datos.items.map((i: { nombre: string }) => i.nombre)).toEqual(['Íñigo Ibáñez Muñoz']);
    const none = await get(`/api/Empresa/dameDatosProceso/${jobOffer}?texto=zzzz`);
    expect(none.body.datos).toMatchObject({ total: 0, items: [] });
  });

  it("answers 4 for another company's offer, another institution's offer, or an unknown one", async () => {
    expect((await get(`/api/Empresa/dameDatosProceso/${jobOffer}`, otherCompany)).body.status).toBe(4);
    const uibCompany = await t.login('Empresa', 'empresa@uib.example.org', { host: 'uib.localhost' });
    expect((await get(`/api/Empresa/dameDatosProceso/${jobOffer}`, uibCompany, 'uib.localhost')).body.status).toBe(4);
    expect((await get('/api/Empresa/dameDatosProceso/2147483647')).body.status).toBe(4);
  });

  it('pages 500 candidacies on the server, 25 at a time, newest first', async () => {
    const offer = (
      await sql<{ id: number }>`
        insert into offers (institution_id, company_id, url_access, reference, profile, state, title, description, published_at, requirements)
        select institution_id, company_id, 'quinientas-candidaturas', 'OF-500', profile, state, 'Oferta con 500 candidaturas', description, published_at, requirements
        from offers where id = ${jobOffer} returning id`.execute(t.db)
    ).rows[0]!;
    await t.db.executeQuery(
      sql`
        with people as (
          insert into users (institution_id, role, email, first_name, last_name)
          select 'generic', 'Alumno', 'masivo' || n || '@example.org', 'Persona', 'Número ' || n from generate_series(1, 500) n
          returning id
        ), cvs as (
          insert into candidates (user_id, institution_id) select id, 'generic' from people returning user_id as id
        )
        insert into candidacies (institution_id, offer_id, candidate_id, state_id, created_at, updated_at)
        select 'generic', ${offer.id}, id, 1, now() - (id || ' seconds')::interval, now() from cvs`.compile(t.db),
    );
    const started = performance.now();
    const first = await get(`/api/Empresa/dameDatosProceso/${offer.id}`);
    const elapsed = performance.now() - started;
    expect(first.body.datos).toMatchObject({ total: 500, pagina: 1, porPagina: 25 });
    expect(first.body.datos.items).toHaveLength(25);
    const last = await get(`/api/Empresa/dameDatosProceso/${offer.id}?pagina=20`);
    expect(last.body.datos.items).toHaveLength(25);
    const ids = new Set([...first.body.datos.items, ...last.body.datos.items].map((i: { idCandidatura: number }) => i.idCandidatura));
    expect(ids.size).toBe(50);
    expect((await get(`/api/Empresa/dameDatosProceso/${offer.id}?pagina=21`)).body.datos.items).toEqual([]);
    expect(elapsed).toBeLessThan(5000);
  });
});

describe('one candidate (dameCandidato) and the CV as a PDF', () => {
  it('shows the CV as a company may see it and marks the candidacy read', async () => {
    expect((await candidacyOf('alumno@example.org', jobOffer)).read_by_company).toBe(false);
    const res = await get(`/api/Empresa/dameCandidato/${alumnoJob}`);
    expect(res.body.status, JSON.stringify(res.body)).toBe(0);
    const { candidatura, cv, oferta } = res.body.datos;
    expect(oferta.idOferta).toBe(jobOffer);
    expect(cv).toMatchObject({ nombre: 'Lucía', apellido1: 'Martín Ferrer' });
    expect(candidatura).toMatchObject({ idCandidatura: alumnoJob, idEstado: 1, leida: true });
    expect(candidatura.movimientos.map((m: { idEstado: number }) => m.idEstado)).toEqual([2, 3, 4, 5, 17]);
    // Job reasons of the company only: not the internship ones, not the student's "I have found a job".
    expect(candidatura.motivosRechazo.map((r: { idMotivo: number }) => r.idMotivo)).toEqual([1, 2, 3, 4, 11, 12, 13, 15]);
    expect((await candidacyOf('alumno@example.org', jobOffer)).read_by_company).toBe(true);
    const raw = res.raw.body;
    expect(raw).not.toContain('12345678Z');
    const privateDocs = await t.db
      .selectFrom('candidate_documents as d')
      .innerJoin('users as u', 'u.id', 'd.candidate_id')
      .select('d.name')
      .where('u.email', '=', 'alumno@example.org')
      .where('d.visibility', '=', 'private')
      .execute();
    expect(privateDocs.length).toBeGreaterThan(0);
    for (const doc of privateDocs) expect(raw).not.toContain(doc.name);
  });

  it('refuses (31) the candidacy of another company, of another institution, or one the candidate withdrew', async () => {
    expect((await get(`/api/Empresa/dameCandidato/${alumnoJob}`, otherCompany)).body.status).toBe(31);
    const uibCompany = await t.login('Empresa', 'empresa@uib.example.org', { host: 'uib.localhost' });
    expect((await get(`/api/Empresa/dameCandidato/${alumnoJob}`, uibCompany, 'uib.localhost')).body.status).toBe(31);
    const applicant = await candidacyOf('candidato.ibanez@example.org', jobOffer);
    await t.db.updateTable('candidacies').set({ state_id: CANDIDACY_STATE.withdrawn }).where('id', '=', applicant.id).execute();
    expect((await get(`/api/Empresa/dameCandidato/${applicant.id}`)).body.status).toBe(31);
    expect((await get(`/api/Empresa/dameCvCandidatoPdf/${applicant.id}`)).body.status).toBe(31);
    await t.db.updateTable('candidacies').set({ state_id: CANDIDACY_STATE.enrolled }).where('id', '=', applicant.id).execute();
  });

  it('generates a real PDF whose text has the name with every accent (l·l, ç, ñ)', async () => {
    for (const [email, name] of [
      ['alumno@example.org', 'Lucía Martín Ferrer'],
      ['candidata.llull@example.org', 'Núria Col·lell Llull'],
      ['candidata.calcada@example.org', 'Mercè Calçada Puigcercós'],
      ['candidato.ibanez@example.org', 'Íñigo Ibáñez Muñoz'],
    ] as const) {
      const candidacy = await candidacyOf(email, jobOffer);
      const res = await download(`/api/Empresa/dameCvCandidatoPdf/${candidacy.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const bytes = res.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The fonts are embedded TrueType subsets, not the 14 standard fonts (which lack no glyph of Latin-1 but ·l).
      expect(bytes.toString('latin1')).toContain('FontFile2');
      const text = await pdfText(bytes);
      expect(text).toContain(name);
    }
    const other = await download(`/api/Empresa/dameCvCandidatoPdf/${alumnoJob}`, otherCompany);
    expect(other.json().status).toBe(31);
    expect(other.headers['content-type']).not.toBe('application/pdf');
  });

  it('prints the headings in the language of the request', async () => {
    const res = await download(`/api/Empresa/dameCvCandidatoPdf/${alumnoJob}`, company, { 'accept-language': 'ca' });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('FORMACIÓ');
    expect(text).toContain('Estat de la candidatura');
  });

  it('prints the average grade with its scale and the local decimal mark', async () => {
    const spanish = await pdfText((await download(`/api/Empresa/dameCvCandidatoPdf/${alumnoJob}`, company, { 'accept-language': 'es' })).rawPayload);
    expect(spanish).toContain('nota media 2,6 (escala del 1 al 4)');
    const english = await pdfText((await download(`/api/Empresa/dameCvCandidatoPdf/${alumnoJob}`, company, { 'accept-language': 'en' })).rawPayload);
    expect(english).toContain('average grade 2.6 (scale 1 to 4)');
  });

  it('serves the files the CV shows and never a private document', async () => {
    const files = await t.db
      .selectFrom('candidate_documents as d')
      .innerJoin('users as u', 'u.id', 'd.candidate_id')
      .select(['d.file_id', 'd.visibility'])
      .where('u.email', '=', 'alumno@example.org')
      .where('d.file_id', 'is not', null)
      .execute();
    const shown = files.find((f) => f.visibility === 'public');
    const hidden = files.find((f) => f.visibility === 'private');
    if (!shown?.file_id || !hidden?.file_id) throw new Error('demo documents of alumno missing');
    const ok = await download(`/api/Empresa/dameFicheroCandidato/${alumnoJob}/${shown.file_id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect((await download(`/api/Empresa/dameFicheroCandidato/${alumnoJob}/${hidden.file_id}`)).json().status).toBe(608);
    expect((await download(`/api/Empresa/dameFicheroCandidato/${alumnoJob}/${shown.file_id}`, otherCompany)).json().status).toBe(31);
  });
});

describe('moving a candidacy (cambiaEstadoCandidatura)', () => {
  it('refuses a move the state machine does not allow (49)', async () => {
    expect((await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.withdrawn })).body.status).toBe(49);
    expect((await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.preEnrolment })).body.status).toBe(49);
    expect((await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.enrolled })).body.status).toBe(49);
  });

  it('needs a reason of the offer profile to reject (15 on idMotivo)', async () => {
    const none = await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.rejected });
    expect(none.body.status).toBe(15);
    expect(none.body.datos.errores[0]).toMatchObject({ campo: 'idMotivo', codigo: 'required' });
    const internshipReason = await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.rejected, idMotivo: 6 });
    expect(internshipReason.body.datos.errores[0]).toMatchObject({ campo: 'idMotivo', codigo: 'malformed' });
    const studentsReason = await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.rejected, idMotivo: 5 });
    expect(studentsReason.body.status).toBe(15);
    expect((await candidacyOf('alumno@example.org', jobOffer)).state_id).toBe(CANDIDACY_STATE.enrolled);
  });

  it("never moves another company's or institution's candidacy (31)", async () => {
    expect((await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.inReview }, otherCompany)).body.status).toBe(31);
    expect((await candidacyOf('alumno@example.org', jobOffer)).state_id).toBe(CANDIDACY_STATE.enrolled);
  });

  it('rejects with a reason and moves forward; the history is recorded and the candidate sees both states', async () => {
    const rejected = await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.rejected, idMotivo: 3 });
    expect(rejected.body.status, JSON.stringify(rejected.body)).toBe(0);
    expect(rejected.body.datos).toMatchObject({ idEstado: 17, movimientos: [], motivo: 'Se ha seleccionado a otra persona con un perfil más ajustado' });
    expect(rejected.body.datos.historial.at(-1)).toMatchObject({ idEstado: 17 });
    const forward = await move({ idCandidatura: alumnoInternship, idEstado: CANDIDACY_STATE.interview });
    expect(forward.body.datos.idEstado).toBe(CANDIDACY_STATE.interview);

    const events = await t.db.selectFrom('candidacy_events').selectAll().where('candidacy_id', 'in', [alumnoJob, alumnoInternship]).orderBy('id', 'desc').limit(2).execute();
    const empresa = await t.db.selectFrom('users').select('id').where('email', '=', 'empresa@example.org').executeTakeFirstOrThrow();
    expect(events.map((e) => [e.candidacy_id, e.from_state_id, e.to_state_id, e.reason_id, e.by_user_id])).toEqual([
      [alumnoInternship, CANDIDACY_STATE.inReview, CANDIDACY_STATE.interview, null, empresa.id],
      [alumnoJob, CANDIDACY_STATE.enrolled, CANDIDACY_STATE.rejected, 3, empresa.id],
    ]);

    const alumno = await t.login('Alumno', 'alumno@example.org');
    const jobs = await get('/api/Alumno/dameCandidaturasEmpleoUsuario', alumno);
    const internships = await get('/api/Alumno/dameCandidaturasPracticasUsuario', alumno);
    const offers = await t.db.selectFrom('offers').select(['id', 'url_access']).where('id', 'in', [jobOffer, internshipOffer]).execute();
    const url = (id: number) => offers.find((o) => o.id === id)?.url_access;
    expect(jobs.body.datos.find((c: { urlAcceso: string }) => c.urlAcceso === url(jobOffer))).toMatchObject({ estado: 'Descartada' });
    expect(internships.body.datos.find((c: { urlAcceso: string }) => c.urlAcceso === url(internshipOffer))).toMatchObject({ estado: 'Entrevista' });

    // A final state is final.
    expect((await move({ idCandidatura: alumnoJob, idEstado: CANDIDACY_STATE.interview })).body.status).toBe(49);
  });

  it("writes each move in the service's change log, and a refused move writes nothing", async () => {
    const lines = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'candidacy').where('entity_id', '=', alumnoInternship).orderBy('id').execute();
    const before = (await lines()).length;
    expect((await move({ idCandidatura: alumnoInternship, idEstado: CANDIDACY_STATE.withdrawn })).body.status).toBe(49);
    expect(await lines()).toHaveLength(before);
    expect((await move({ idCandidatura: alumnoInternship, idEstado: CANDIDACY_STATE.selected })).body.status).toBe(0);
    const line = (await lines()).at(-1);
    const empresa = await t.db.selectFrom('users').select('id').where('email', '=', 'empresa@example.org').executeTakeFirstOrThrow();
    expect(await lines()).toHaveLength(before + 1);
    expect(line).toMatchObject({ institution_id: 'generic', actor_user_id: empresa.id, action: 'changeState', from_value: 'Entrevista', to_value: 'Seleccionada / contratada' });
    // The offer's title, never the candidate's address.
    const title = await t.db.selectFrom('candidacies as k').innerJoin('offers as o', 'o.id', 'k.offer_id').select('o.title').where('k.id', '=', alumnoInternship).executeTakeFirstOrThrow();
    expect(line?.detail).toBe(title.title);
  });

  it('answers 14 when the offer is no longer open', async () => {
    const applicant = await candidacyOf('candidata.llull@example.org', internshipOffer);
    await t.db.updateTable('offers').set({ state: 'closed' }).where('id', '=', internshipOffer).execute();
    expect((await move({ idCandidatura: applicant.id, idEstado: CANDIDACY_STATE.inReview })).body.status).toBe(14);
    await t.db.updateTable('offers').set({ state: 'published' }).where('id', '=', internshipOffer).execute();
    expect((await candidacyOf('candidata.llull@example.org', internshipOffer)).state_id).toBe(CANDIDACY_STATE.enrolled);
  });
});
