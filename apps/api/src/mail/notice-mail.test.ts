import { describe, expect, it } from 'vitest';
import { noticeMail } from './notice-mail.ts';

const templates = {
  es: { subject: 'Oferta devuelta: {titulo}', body: 'Le devolvemos «{titulo}».\n\nMotivo: {motivo}' },
  ca: { subject: 'Oferta retornada: {titulo}', body: 'Us retornem «{titulo}».\n\nMotiu: {motivo}' },
  en: { subject: 'Offer sent back: {titulo}', body: 'We send "{titulo}" back.\n\nReason: {motivo}' },
};

describe('noticeMail', () => {
  it('fills the text in the recipient language and splits paragraphs in the HTML part', () => {
    const mail = noticeMail('rrhh@example.org', 'ca', templates, { titulo: 'Becari/ària', motivo: 'Falta el sou' });
    expect(mail).toMatchObject({ to: 'rrhh@example.org', subject: 'Oferta retornada: Becari/ària', text: 'Us retornem «Becari/ària».\n\nMotiu: Falta el sou' });
    expect(mail.html).toBe('<p>Us retornem «Becari/ària».</p><p>Motiu: Falta el sou</p>');
  });

  it('keeps what staff typed exactly, replacement patterns included, and escapes it in the HTML', () => {
    const mail = noticeMail('a@example.org', 'es', templates, { titulo: 'Dev', motivo: '$& <b>sueldo</b> $1' });
    expect(mail.text).toBe('Le devolvemos «Dev».\n\nMotivo: $& <b>sueldo</b> $1');
    expect(mail.html).toContain('Motivo: $&#38; &#60;b&#62;sueldo&#60;/b&#62; $1');
    expect(mail.html).not.toContain('<b>');
  });

  it('writes in Spanish when the stored language is unknown', () => {
    expect(noticeMail('a@example.org', 'fr', templates, { titulo: 'X', motivo: 'Y' }).subject).toBe('Oferta devuelta: X');
  });
});
