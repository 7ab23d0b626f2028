import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyOf } from '../companies/companies.testing.ts';
import { staffToken } from '../staff/staff.testing.ts';
import { SIGNED_PDF, signedCopy } from './company-agreements.access.ts';

/**
 * The company uploads the signed copy of one of its generated agreements (adjuntaFicheroAlConvenioEmpresa): the
 * agreement moves to "signed by the company", the copy is what its download serves, the staff hear of it; each
 * refusal has its code. docs/decisions.md, "The agreement's life after it is generated".
 */

let t: TestApp;
let token: string;
let companyId: number;

const upload = (body: unknown, options: { as?: string; path?: string; host?: string } = {}) =>
  t.call('POST', options.path ?? '/api/Empresa/adjuntaFicheroAlConvenioEmpresa', { token: options.as ?? token, body, ...(options.host ? { host: options.host } : {}) });
const campos = (res: { body: { datos?: { errores?: { campo: string }[] } } }) => res.body.datos?.errores?.map((e) => e.campo);

/** A fresh agreement of the demo company in a state, with the generated PDF of the demo seed's kind. */
async function agreementIn(state: 'generado' | 'formalizado' | 'erroneo', company = companyId, institution = 'generic'): Promise<number> {
  const row = await t.db
    .insertInto('agreements')
    .values({
      institution_id: institution,
      company_id: company,
      state,
      signer: JSON.stringify({ nombre: 'Mercè', apellidos: 'Col·lell', cargo: 'Gerent', dni: null, email: null, telefono: null }),
      management_contact_id: null,
      billing_contact_id: null,
      fiscal_account_id: null,
      order_number: null,
      file_id: null,
      remarks: null,
      expires_on: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stateOf = async (id: number) => (await t.db.selectFrom('agreements').select(['state', 'signed_file_id']).where('id', '=', id).executeTakeFirstOrThrow());

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('Empresa', 'empresa@example.org');
  const [own] = await companyOf(t, 'empresa@example.org');
  companyId = own!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the signed copy of a generated agreement', () => {
  it('moves the agreement to signed by the company, keeps the copy as its file, logs it and tells the staff', async () => {
    const id = await agreementIn('generado');
    const res = await upload(signedCopy(id));
    expect(res.body.status).toBe(Status.DocumentsAttached);
    expect(res.body.datos).toMatchObject({ idConvenio: id, estado: 'firmadoEmpresa', copiaFirmada: true, tieneFichero: true, observaciones: null });

    const list = await t.call('GET', '/api/Empresa/dameConveniosEmpresa', { token });
    expect(list.body.datos.find((a: { idConvenio: number }) => a.idConvenio === id)).toMatchObject({ estado: 'firmadoEmpresa', copiaFirmada: true });

    // The download serves the copy the company sent.
    const file = await t.app.inject({ method: 'GET', url: `/api/Empresa/ficheroConvenioEmpresa/${id}`, headers: { authorization: `Bearer ${token}`, host: '127.0.0.1' } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toBe(Buffer.from(SIGNED_PDF.split(',')[1]!, 'base64').toString('latin1'));

    const audit = await t.db.selectFrom('audit_log').select(['action', 'from_value', 'to_value']).where('entity', '=', 'agreement').where('entity_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'changeState', from_value: 'generado', to_value: 'firmadoEmpresa' }]);
    const told = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.role', 'n.params'])
      .where('n.kind', '=', 'agreement.signed')
      .where('n.link', '=', `/gestion/convenios/${id}`)
      .execute();
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((n) => n.role))).toEqual(new Set(['Gestor']));
    expect(told[0]!.params).toMatchObject({ convenio: String(id) });

    // The staff's detail says a signed copy came.
    const staff = await staffToken(t);
    const detail = await t.call('GET', `/api/Gestor/dameConvenioGestor/${id}`, { token: staff });
    expect(detail.body.datos).toMatchObject({ estado: 'firmadoEmpresa', copiaFirmada: true, siguientes: ['enviadoSecretaria', 'formalizado', 'erroneo'] });
    expect(detail.body.datos.historial[0]).toMatchObject({ desde: 'generado', hasta: 'firmadoEmpresa' });
  });

  it('answers at the spec\'s lower-case path too', async () => {
    const id = await agreementIn('generado');
    const res = await upload(signedCopy(id), { path: '/api/empresa/adjuntaFicheroAlConvenioEmpresa' });
    expect(res.body.status).toBe(Status.DocumentsAttached);
  });

  it('refuses an agreement that is not waiting for the company\'s signature with 614, and leaves it as it was', async () => {
    for (const state of ['formalizado', 'erroneo'] as const) {
      const id = await agreementIn(state);
      const res = await upload(signedCopy(id));
      expect(res.body.status).toBe(Status.AgreementNotAwaitingSignature);
      expect(await stateOf(id)).toEqual({ state, signed_file_id: null });
    }
    // A copy already sent: the second one is refused alike.
    const id = await agreementIn('generado');
    expect((await upload(signedCopy(id))).body.status).toBe(Status.DocumentsAttached);
    expect((await upload(signedCopy(id))).body.status).toBe(Status.AgreementNotAwaitingSignature);
  });

  it('refuses another company\'s agreement with 608 and leaves it as it was', async () => {
    const other = await t.db
      .selectFrom('companies')
      .select('id')
      .where('institution_id', '=', 'generic')
      .where('id', '<>', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await agreementIn('generado', other.id);
    const res = await upload(signedCopy(id));
    expect(res.body.status).toBe(Status.NotFound);
    expect(await stateOf(id)).toEqual({ state: 'generado', signed_file_id: null });
  });

  it('refuses another institution\'s agreement with 608', async () => {
    const [uib] = await companyOf(t, 'empresa@uib.example.org', 'uib');
    const id = await agreementIn('generado', uib!.id, 'uib');
    expect((await upload(signedCopy(id))).body.status).toBe(Status.NotFound);
    expect((await stateOf(id)).state).toBe('generado');
  });

  it('takes a PDF only, by its bytes and its extension, within the size limit: 46 on the file otherwise, 15 past the size limit', async () => {
    const id = await agreementIn('generado');
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
    const renamed = await upload(signedCopy(id, png));
    expect(renamed.body.status).toBe(Status.FileTypeNotAllowed);
    expect(campos(renamed)).toEqual(['adjunto.ficheroB64ParaAltas']);

    const word = await upload({ ...signedCopy(id), adjunto: { ...signedCopy(id).adjunto, extension_adjunto: 'docx' } });
    expect(word.body.status).toBe(Status.FileTypeNotAllowed);
    expect(campos(word)).toEqual(['adjunto.extension_adjunto']);

    const big = `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000_001, 32)]).toString('base64')}`;
    const tooBig = await upload(signedCopy(id, big));
    expect(tooBig.body).toMatchObject({ status: Status.MissingMandatoryData, datos: { errores: [{ campo: 'adjunto.ficheroB64ParaAltas', clave: 'fileSize' }] } });

    const missing = await upload({ idConvenio: id });
    expect(missing.body.status).toBe(Status.MissingMandatoryData);
    expect(campos(missing)).toContain('adjunto');
    expect(await stateOf(id)).toEqual({ state: 'generado', signed_file_id: null });
  });

  it('answers 48 where the institution turned agreement uploads off (canSubirConvenios)', async () => {
    const id = await agreementIn('generado');
    await t.db.insertInto('institution_settings').values({ institution_id: 'generic', key: 'flags', value: JSON.stringify({ canSubirConvenios: false }) }).execute();
    try {
      expect((await upload(signedCopy(id))).body.status).toBe(Status.ActionNotAllowed);
    } finally {
      await t.db.deleteFrom('institution_settings').where('institution_id', '=', 'generic').where('key', '=', 'flags').execute();
    }
    expect((await stateOf(id)).state).toBe('generado');
  });
});
