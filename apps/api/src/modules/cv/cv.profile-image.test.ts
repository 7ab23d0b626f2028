import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cvFactory, type CvCandidate } from './cv.factory.ts';

let t: TestApp;
let f: ReturnType<typeof cvFactory>;
beforeAll(async () => {
  t = await createTestApp();
  f = cvFactory(t);
});
afterAll(async () => {
  await t?.close();
});

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 60 } } })
    .toFormat(format)
    .toBuffer();
const upload = (candidate: CvCandidate, extension: string, bytes: Buffer, mime = 'image/png') =>
  t.call('POST', '/api/Alumno/editImagenPerfil', { token: candidate.token, body: { extension, ficheroB64: `data:${mime};base64,${bytes.toString('base64')}` } });

async function storedImage(candidate: CvCandidate) {
  const row = await t.db
    .selectFrom('candidates')
    .innerJoin('files', 'files.id', 'candidates.profile_image_file_id')
    .select(['files.id', 'files.content', 'files.mime_type', 'files.extension'])
    .where('candidates.user_id', '=', candidate.userId)
    .executeTakeFirstOrThrow();
  const meta = await sharp(Buffer.from(row.content)).metadata();
  return { id: row.id, mimeType: row.mime_type, extension: row.extension, width: meta.width, height: meta.height, format: meta.format };
}

describe('editImagenPerfil', () => {
  it('scales a 2000x1500 PNG to 1000x750, stores it and gives its URL', async () => {
    const candidate = await f.candidate({ cv: false });
    const res = await upload(candidate, 'PNG', await image(2000, 1500, 'png'));
    expect(res.body.status).toBe(0);
    const stored = await storedImage(candidate);
    expect(stored).toMatchObject({ width: 1000, height: 750, format: 'png', mimeType: 'image/png', extension: 'png' });
    expect(res.body.datos.urlImagenPerfil).toBe(`/api/Alumno/fichero/${stored.id}`);
    const served = await t.app.inject({ method: 'GET', url: res.body.datos.urlImagenPerfil, headers: { host: '127.0.0.1', authorization: `Bearer ${candidate.token}` } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1000);
  });

  it('scales a portrait JPEG by its height, never enlarges a small one, and deletes the photo it replaces', async () => {
    const candidate = await f.candidate();
    await upload(candidate, 'jpg', await image(1200, 3000, 'jpeg'), 'image/jpeg');
    const portrait = await storedImage(candidate);
    expect(portrait).toMatchObject({ width: 400, height: 1000, format: 'jpeg', extension: 'jpg' });
    await upload(candidate, 'jpeg', await image(640, 480, 'jpeg'), 'image/jpeg');
    const small = await storedImage(candidate);
    expect(small).toMatchObject({ width: 640, height: 480 });
    expect(await t.db.selectFrom('files').select('id').where('id', '=', portrait.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses with 46 an extension other than png, jpg or jpeg, and content that is not a PNG or JPEG', async () => {
    const candidate = await f.candidate();
    const gifName = await upload(candidate, 'gif', await image(100, 100, 'gif'), 'image/gif');
    expect(gifName.body).toMatchObject({ status: 46, datos: { errores: [{ campo: 'extension' }] } });
    const gifContent = await upload(candidate, 'png', await image(100, 100, 'gif'));
    expect(gifContent.body).toMatchObject({ status: 46, datos: { errores: [{ campo: 'ficheroB64' }] } });
    const text = await upload(candidate, 'png', Buffer.from('this is not an image at all'));
    expect(text.body.status).toBe(46);
    const cv = await t.call('GET', '/api/Alumno/dameCvUsuario', { token: candidate.token });
    expect(cv.body.datos.urlImagenPerfil).toBeNull();
  });
});
