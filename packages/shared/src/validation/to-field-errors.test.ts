import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { VALIDATION_KEYS, validationKeyToStatus, validationText } from './messages.ts';
import { zDniNie, zEmail, zOptionalPhone, zPasswordWithConfirmation, zPhone, zRequiredText, zUploadedFile } from './schemas.ts';
import { toFieldErrors } from './to-field-errors.ts';

const signer = z.object({
  datosFirmante: z.object({ nombre: zRequiredText(), dni: zDniNie, email: zEmail, telefono: zPhone }),
  contactos: z.array(z.object({ telefono2: zOptionalPhone })),
  adjunto: zUploadedFile.optional(),
});

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(result.error);
}

describe('toFieldErrors', () => {
  it('names each field by its dotted path, with the catalogue code and the key', () => {
    const errors = errorsOf(signer, {
      datosFirmante: { nombre: 'Jo', dni: '12345678A', email: 'jordi@empresa', telefono: '12345' },
      contactos: [{ telefono2: '' }, { telefono2: '971' }],
      adjunto: { ficheroB64ParaAltas: 'data:text/plain;base64,aGVsbG8=', extension_adjunto: 'exe' },
    });
    expect(errors).toEqual([
      { campo: 'datosFirmante.nombre', codigo: 15, clave: 'minLength' },
      { campo: 'datosFirmante.dni', codigo: 66, clave: 'dni' },
      { campo: 'datosFirmante.email', codigo: 69, clave: 'email' },
      { campo: 'datosFirmante.telefono', codigo: 70, clave: 'phone' },
      { campo: 'contactos.1.telefono2', codigo: 70, clave: 'phone' },
      { campo: 'adjunto.extension_adjunto', codigo: 46, clave: 'fileType' },
    ]);
  });

  it('reports missing fields as required', () => {
    expect(errorsOf(signer, { contactos: [] })).toEqual([{ campo: 'datosFirmante', codigo: 15, clave: 'required' }]);
  });

  it('keeps one error per field, the first one', () => {
    const schema = z.object({ nombre: z.string().min(3, 'minLength').refine((value) => value !== 'x', 'malformed') });
    expect(errorsOf(schema, { nombre: 'x' })).toEqual([{ campo: 'nombre', codigo: 15, clave: 'minLength' }]);
  });

  it('reports the password mismatch on the confirmation', () => {
    expect(errorsOf(zPasswordWithConfirmation, { password: 'secreto1', confirmacion: 'secreto2' })).toEqual([
      { campo: 'confirmacion', codigo: 15, clave: 'passwordMismatch' },
    ]);
    expect(errorsOf(zPasswordWithConfirmation, { password: 'corta', confirmacion: 'corta' })).toEqual([
      { campo: 'password', codigo: 28, clave: 'password' },
    ]);
  });

  it('gives keys to zod default messages too', () => {
    const schema = z.object({
      idIdioma: z.number(),
      edad: z.number().int().min(16),
      titulaciones: z.array(z.number()).min(1),
      web: z.url(),
      texto: z.string().max(5),
      tipo: z.enum(['a', 'b']),
    });
    const errors = errorsOf(schema, { idIdioma: 'uno', edad: 12.5, titulaciones: [], web: 'nope', texto: 'largo de más', tipo: 'c' });
    expect(errors.map(({ campo, clave }) => [campo, clave])).toEqual([
      ['idIdioma', 'malformed'],
      ['edad', 'integer'],
      ['titulaciones', 'atLeastOne'],
      ['web', 'url'],
      ['texto', 'maxLength'],
      ['tipo', 'malformed'],
    ]);
    expect(errorsOf(z.object({ idIdioma: z.number() }), {})).toEqual([{ campo: 'idIdioma', codigo: 15, clave: 'required' }]);
  });
});

describe('validation texts', () => {
  it('exist in every language for every key, translated', () => {
    for (const key of VALIDATION_KEYS) {
      for (const language of LANGUAGES) expect(validationText(key, language).trim(), `${key} ${language}`).not.toBe('');
      expect(validationText(key, 'ca'), key).not.toBe(validationText(key, 'es'));
      expect(validationText(key, 'en'), key).not.toBe(validationText(key, 'es'));
    }
  });

  it('keep the wording the spec gives', () => {
    expect(validationText('required', 'ca')).toBe('Aquest camp és requerit');
    expect(validationText('required', 'es')).toBe('Este campo es requerido');
    expect(validationText('minLength', 'ca')).toBe('El camp no té la longitud mínima requerida');
    expect(validationText('malformed', 'ca')).toBe('El camp està mal format');
    expect(validationText('email', 'ca')).toBe("Has d'indicar una adreça de correu electrònic vàlida");
    expect(validationText('email', 'es')).toBe('El email está mal formado');
    expect(validationText('dni', 'ca')).toBe('El DNI està mal format');
    expect(validationText('privacyPolicy', 'es')).toBe('Debes aceptar la política de privacidad');
    expect(validationText('fileType', 'es')).toBe('Este tipo de fichero no esta permitido');
    expect(validationText('pdfOnly', 'es')).toContain('formato PDF');
    expect(validationText('answerRequired', 'en')).toBe('You must answer this question to continue');
  });

  it('read an unknown key as malformed', () => {
    expect(validationText('Invalid input', 'es')).toBe(validationText('malformed', 'es'));
  });

  it('map the format rules to their own catalogue codes', () => {
    expect(validationKeyToStatus).toMatchObject({ dni: 66, email: 69, phone: 70, iban: 73, cif: 33, password: 28, fileType: 46, pdfOnly: 46 });
    expect(validationKeyToStatus.required).toBe(15);
    expect(validationKeyToStatus.range).toBe(15);
  });
});
