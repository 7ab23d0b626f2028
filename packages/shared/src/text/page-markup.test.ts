import { describe, expect, it } from 'vitest';
import { looksLikeHtml, parsePageMarkup } from './page-markup.ts';

describe('the information pages markup', () => {
  it('reads headings, paragraphs, lists and safe links', () => {
    const blocks = parsePageMarkup('## Antes de empezar\nLee la guía\ncon calma.\n\n- Tu CV al día\n- [Escríbenos](mailto:ocupacio@example.org)\n\nMás en [la web](https://www.example.org/ocupacio).');
    expect(blocks).toEqual([
      { kind: 'heading', content: [{ kind: 'text', text: 'Antes de empezar' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Lee la guía con calma.' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'Tu CV al día' }], [{ kind: 'link', text: 'Escríbenos', href: 'mailto:ocupacio@example.org' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Más en ' }, { kind: 'link', text: 'la web', href: 'https://www.example.org/ocupacio' }, { kind: 'text', text: '.' }] },
    ]);
  });

  it('splits a block without blank lines into its heading, list and paragraph', () => {
    expect(parsePageMarkup('## Citas\n- Una\n- Dos\nEscríbenos.').map((block) => block.kind)).toEqual(['heading', 'list', 'paragraph']);
  });

  it('keeps an unsafe address as plain words', () => {
    expect(parsePageMarkup('[clic](javascript:alert(1))')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: 'clic)' }] }]);
    expect(parsePageMarkup('[x](data:text/html,hi)')).toEqual([{ kind: 'paragraph', content: [{ kind: 'text', text: 'x' }] }]);
  });

  it('tells HTML from ordinary text', () => {
    expect(looksLikeHtml('<script>alert(1)</script>')).toBe(true);
    expect(looksLikeHtml('Hola <b>tú</b>')).toBe(true);
    expect(looksLikeHtml('<!-- nota -->')).toBe(true);
    expect(looksLikeHtml('Notas < 5 y > 3, 2<3')).toBe(false);
  });
});
