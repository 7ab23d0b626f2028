import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  PDF_BYTES,
  addStudy,
  companyOfContact,
  createCandidate,
  createInternship,
  docxUpload,
  pdfUpload,
  pngPretendingToBePdf,
  userId,
} from './internships.testing.ts';

let t: TestApp;
let candidate: string;
let company: string;
let alumnoId: number;

interface Listed {
  idPractica: number;
  estado: string;
  fechaInicio: string;
  fechaFin: string;
  documentos: { id: number; tipo: string; nombre: string; urlFichero: string; idTipoDocumento: number | null; tipoDocumento: string | null; borrable: boolean }[];
  [key: string]: unknown;
}

async function myInternships(token = candidate, host?: string): Promise<Listed[]> {
  const res = await t.call('GET', '/api/Alumno/damePracticasAlumno', { token, host });
  expect(res.body.status).toBe(0);
  return res.body.datos;
}

beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.login('Alumno', 'alumno@example.org');
  company = await t.login('Empresa', 'empresa@example.org');
  alumnoId = await userId(t.db, 'generic', 'alumno@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('damePracticasAlumno', () => {
  it("lists the candidate's demo internships with company, dates, hours, tutors and documents", async () => {
    const list = await myInternships();
    const active = list.find((i) => i.estado === 'activa');
    const finished = list.find((i) => i.estado === 'finalizada');
    expect(active).toMatchObject({
      empresa: { id: expect.any(Number), nombre: expect.any(String) },
      fechaInicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fechaFin: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      horasDia: 5,
      horasSemana: 25,
      tutorEmpresa: { nombre: expect.any(String), email: expect.stringContaining('@') },
      tutorAcademico: { nombre: 'Elena', apellidos: 'Soler Pujol' },
      programa: { nombre: expect.any(String) },
      esCicloFormativo: false,
    });
    expect(active!.fechaInicio < active!.fechaFin).toBe(true);
    expect((active!.empresa as { id: number }).id).toBe((await companyOfContact(t.db, 'generic', 'empresa@example.org')).id);
    expect(finished!.documentos.length).toBeGreaterThanOrEqual(3);
    expect(finished!.documentos).toContainEqual(expect.objectContaining({ tipo: 'documento', idTipoDocumento: 7, tipoDocumento: 'Convenio firmado' }));
  });

  it("never shows another candidate's internships", async () => {
    const other = await createCandidate(t.db, 'generic');
    const foreign = await createInternship(t.db, { institutionId: 'generic', candidateId: other.id });
    expect((await myInternships()).map((i) => i.idPractica)).not.toContain(foreign);
    const otherToken = await t.login('Alumno', other.email);
    expect((await myInternships(otherToken)).map((i) => i.idPractica)).toEqual([foreign]);
  });
});

describe('internship uploads', () => {
  it('addFicheroPractica stores the PDF in the files table and lists it (516)', async () => {
    const internship = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const res = await t.call('POST', '/api/Alumno/addFicheroPractica', { token: candidate, body: { idPractica: internship, fichero: pdfUpload('anexo-ii') } });
    expect(res.body).toMatchObject({ status: 516, datos: { idDocumento: expect.any(Number) } });

    const listed = (await myInternships()).find((i) => i.idPractica === internship)!;
    expect(listed.documentos).toEqual([expect.objectContaining({ tipo: 'formulario', nombre: 'anexo-ii.pdf' })]);
    const file = await t.db
      .selectFrom('internship_documents')
      .innerJoin('files', 'files.id', 'internship_documents.file_id')
      .selectAll('files')
      .where('internship_documents.id', '=', listed.documentos[0]!.id)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ owner_user_id: alumnoId, institution_id: 'generic', mime_type: 'application/pdf', size_bytes: PDF_BYTES.length });
    expect(Buffer.compare(Buffer.from(file.content), PDF_BYTES)).toBe(0);

    const download = await t.app.inject({ method: 'GET', url: listed.documentos[0]!.urlFichero, headers: { host: '127.0.0.1', authorization: `Bearer ${candidate}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, PDF_BYTES)).toBe(0);
  });

  it("dameDocumentoPractica serves the documents of the candidate's internships only (45 otherwise, 607 to a company)", async () => {
    const finished = (await myInternships()).find((i) => i.estado === 'finalizada')!;
    const agreement = finished.documentos.find((d) => d.idTipoDocumento === 7)!;
    const byService = await t.app.inject({ method: 'GET', url: agreement.urlFichero, headers: { host: '127.0.0.1', authorization: `Bearer ${candidate}` } });
    expect(byService.statusCode).toBe(200);
    expect(byService.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await createCandidate(t.db, 'generic');
    const otherToken = await t.login('Alumno', other.email);
    expect((await t.call('GET', agreement.urlFichero, { token: otherToken })).body.status).toBe(45);
    expect((await t.call('GET', '/api/Alumno/dameDocumentoPractica/999999', { token: candidate })).body.status).toBe(45);
    expect((await t.call('GET', agreement.urlFichero, { token: company })).body.status).toBe(607);
  });

  it('student forms take PDF only: another extension or a renamed file is 46, and nothing is stored', async () => {
    const internship = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    for (const fichero of [docxUpload(), pngPretendingToBePdf()]) {
      for (const path of ['addFicheroPractica', 'addFicheroRenunciaSet']) {
        const res = await t.call('POST', `/api/Alumno/${path}`, { token: candidate, body: { idPractica: internship, fichero } });
        expect(res.body.status).toBe(46);
        expect(res.body.datos.errores[0].campo).toMatch(/^fichero\./);
      }
    }
    expect((await myInternships()).find((i) => i.idPractica === internship)!.documentos).toEqual([]);
  });

  it("answers 45 for an internship that is someone else's, of another institution, or does not exist", async () => {
    const other = await createCandidate(t.db, 'generic');
    const foreign = await createInternship(t.db, { institutionId: 'generic', candidateId: other.id });
    const uibCandidate = await userId(t.db, 'uib', 'alumno@uib.example.org');
    const otherInstitution = await createInternship(t.db, { institutionId: 'uib', candidateId: uibCandidate });
    for (const idPractica of [foreign, otherInstitution, 999_999]) {
      for (const [path, body] of [
        ['addFicheroPractica', { idPractica, fichero: pdfUpload() }],
        ['addFicheroRenunciaSet', { idPractica, fichero: pdfUpload() }],
        ['addDocumentoPractica', { idPractica, idTipoDocumento: 9, fichero: pdfUpload() }],
        ['editDocumentoSeguimientoCF', { idPractica, fichero: pdfUpload() }],
      ] as const) {
        const res = await t.call('POST', `/api/Alumno/${path}`, { token: candidate, body });
        expect(res.body.status, `${path} ${idPractica}`).toBe(45);
      }
    }
    const stored = await t.db.selectFrom('internship_documents').select('id').where('internship_id', 'in', [foreign, otherInstitution]).execute();
    expect(stored).toEqual([]);
  });

  it('addFicheroRenunciaSet attaches to a running internship and is refused (48) once it has ended', async () => {
    const running = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId, state: 'active' });
    const ok = await t.call('POST', '/api/Alumno/addFicheroRenunciaSet', { token: candidate, body: { idPractica: running, fichero: pdfUpload('renuncia') } });
    expect(ok.body.status).toBe(516);
    expect((await myInternships()).find((i) => i.idPractica === running)!.documentos).toEqual([expect.objectContaining({ tipo: 'renuncia' })]);

    const ended = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId, state: 'finished' });
    const refused = await t.call('POST', '/api/Alumno/addFicheroRenunciaSet', { token: candidate, body: { idPractica: ended, fichero: pdfUpload() } });
    expect(refused.body.status).toBe(48);
  });

  it('addDocumentoPractica takes the general file types with a known document type; others are 46 or 15', async () => {
    const internship = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const ok = await t.call('POST', '/api/Alumno/addDocumentoPractica', {
      token: candidate,
      body: { idPractica: internship, idTipoDocumento: 9, fichero: docxUpload('memoria') },
      headers: { 'accept-language': 'ca' },
    });
    expect(ok.body.status).toBe(516);
    expect((await myInternships()).find((i) => i.idPractica === internship)!.documentos).toEqual([
      expect.objectContaining({ tipo: 'documento', idTipoDocumento: 9, nombre: 'memoria.docx' }),
    ]);

    const exe = await t.call('POST', '/api/Alumno/addDocumentoPractica', {
      token: candidate,
      body: { idPractica: internship, idTipoDocumento: 9, fichero: { ...docxUpload(), extension_adjunto: 'exe' } },
    });
    expect(exe.body.status).toBe(46);
    const unknownType = await t.call('POST', '/api/Alumno/addDocumentoPractica', { token: candidate, body: { idPractica: internship, idTipoDocumento: 4242, fichero: pdfUpload() } });
    expect(unknownType.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idTipoDocumento' }] } });
  });

  it('editDocumentoSeguimientoCF keeps one follow-up document per CF internship, needs the file, and is 48 elsewhere', async () => {
    const fpToken = await t.login('Alumno', 'alumno@fpcat.example.org', { host: 'fpcat.localhost' });
    const fpCandidate = await userId(t.db, 'fpcat', 'alumno@fpcat.example.org');
    const internship = await createInternship(t.db, { institutionId: 'fpcat', candidateId: fpCandidate });
    const send = (body: unknown) => t.call('POST', '/api/Alumno/editDocumentoSeguimientoCF', { token: fpToken, host: 'fpcat.localhost', body });

    expect((await send({ idPractica: internship, fichero: pdfUpload('seguimiento-1') })).body.status).toBe(516);
    expect((await send({ idPractica: internship, fichero: pdfUpload('seguimiento-2') })).body.status).toBe(516);
    const listed = (await myInternships(fpToken, 'fpcat.localhost')).find((i) => i.idPractica === internship)!;
    expect(listed.esCicloFormativo).toBe(true);
    expect(listed.documentos).toEqual([expect.objectContaining({ tipo: 'seguimiento', nombre: 'seguimiento-2.pdf' })]);
    const orphans = await t.db.selectFrom('files').select('id').where('name', '=', 'seguimiento-1.pdf').execute();
    expect(orphans).toEqual([]);

    const withoutFile = await send({ idPractica: internship });
    expect(withoutFile.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'fichero', clave: 'required' }] } });

    const university = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const notCf = await t.call('POST', '/api/Alumno/editDocumentoSeguimientoCF', { token: candidate, body: { idPractica: university, fichero: pdfUpload() } });
    expect(notCf.body.status).toBe(48);
  });
});

describe('delDocumentoPractica', () => {
  const upload = async (internship: number, token = candidate) => {
    const res = await t.call('POST', '/api/Alumno/addFicheroPractica', { token, body: { idPractica: internship, fichero: pdfUpload('equivocado.pdf') } });
    return res.body.datos.idDocumento as number;
  };
  const documentsOf = async (internship: number) => (await myInternships()).find((i) => i.idPractica === internship)!.documentos;
  const filesNamed = async (name: string) => t.db.selectFrom('files').select('id').where('name', '=', name).execute();

  it('deletes a document the candidate uploaded to an active internship, with its file, and marks it deletable first', async () => {
    const internship = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const id = await upload(internship);
    expect(await documentsOf(internship)).toEqual([expect.objectContaining({ id, nombre: 'equivocado.pdf', borrable: true })]);
    const fileId = (await t.db.selectFrom('internship_documents').select('file_id').where('id', '=', id).executeTakeFirstOrThrow()).file_id;

    const res = await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, body: { id } });
    expect(res.body).toEqual({ status: 0, datos: { idDocumento: id } });
    expect(await documentsOf(internship)).toEqual([]);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', fileId).execute()).toEqual([]);
    expect((await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, body: { id } })).body.status).toBe(45);
  });

  it('refuses (48) once the internship has ended, and for a document someone else uploaded, and keeps both', async () => {
    const internship = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const mine = await upload(internship);
    await t.db.updateTable('internships').set({ state: 'finished' }).where('id', '=', internship).execute();
    expect((await documentsOf(internship)).map((d) => d.borrable)).toEqual([false]);
    expect((await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, body: { id: mine } })).body.status).toBe(48);

    const active = await createInternship(t.db, { institutionId: 'generic', candidateId: alumnoId });
    const byService = await upload(active);
    await t.db.updateTable('internship_documents').set({ uploaded_by_user_id: null }).where('id', '=', byService).execute();
    expect((await documentsOf(active)).map((d) => d.borrable)).toEqual([false]);
    expect((await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, body: { id: byService } })).body.status).toBe(48);
    expect((await documentsOf(internship)).map((d) => d.id)).toEqual([mine]);
    expect((await documentsOf(active)).map((d) => d.id)).toEqual([byService]);
    expect(await filesNamed('equivocado.pdf')).not.toHaveLength(0);
  });

  it("refuses another candidate's document with 45 and leaves it", async () => {
    const other = await createCandidate(t.db, 'generic');
    const otherToken = await t.login('Alumno', other.email);
    const foreignInternship = await createInternship(t.db, { institutionId: 'generic', candidateId: other.id });
    const foreign = await upload(foreignInternship, otherToken);
    expect((await t.call('POST', '/api/Alumno/delDocumentoPractica', { token: candidate, body: { id: foreign } })).body.status).toBe(45);
    expect(await t.db.selectFrom('internship_documents').select('id').where('id', '=', foreign).execute()).toHaveLength(1);
  });
});

describe('dameTitulacionesActuales', () => {
  it('lists the degrees in progress, not finished ones', async () => {
    const student = await createCandidate(t.db, 'generic');
    const degrees = await t.db.selectFrom('catalog_items').select(['id', 'label_es']).where('catalog', '=', 'degrees').where('institution_id', '=', 'generic').orderBy('sort').limit(2).execute();
    const current = await addStudy(t.db, { institutionId: 'generic', candidateId: student.id, degreeId: degrees[0]!.id });
    await addStudy(t.db, { institutionId: 'generic', candidateId: student.id, degreeId: degrees[1]!.id, finished: true });
    const token = await t.login('Alumno', student.email);
    const res = await t.call('GET', '/api/Alumno/dameTitulacionesActuales?idioma=es', { token });
    expect(res.body).toEqual({
      status: 0,
      datos: [{ idEstudio: current, idTitulacion: degrees[0]!.id, titulacion: degrees[0]!.label_es, nivel: 'grado', curso: 3, creditosSuperados: 150, creditosTotales: 240 }],
    });
  });
});

describe('role checks', () => {
  it('refuses a company token on every candidate internship call with 607', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/Alumno/damePracticasAlumno'],
      ['POST', '/api/Alumno/addFicheroPractica', { idPractica: 1, fichero: pdfUpload() }],
      ['POST', '/api/Alumno/addFicheroRenunciaSet', { idPractica: 1, fichero: pdfUpload() }],
      ['POST', '/api/Alumno/addDocumentoPractica', { idPractica: 1, idTipoDocumento: 9, fichero: pdfUpload() }],
      ['POST', '/api/Alumno/editDocumentoSeguimientoCF', { idPractica: 1, fichero: pdfUpload() }],
      ['GET', '/api/Alumno/dameTitulacionesActuales'],
      ['POST', '/api/Alumno/delDocumentoPractica', { id: 1 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET' | 'POST', url, { token: company, body });
      expect(res.body.status, url).toBe(607);
    }
  });
});
