/**
 * The restricted markup of the service's information pages (/orientacion-laboral, /ayuda): plain text with four
 * conventions, so staff can structure a page and nobody can put HTML in it.
 *
 * - a blank line separates blocks;
 * - lines starting with "- " are a list, one item a line;
 * - a line starting with "## " is a heading;
 * - other lines next to each other are one paragraph;
 * - [words](https://address) is a link (http, https or mailto only; anything else stays as the words written).
 *
 * The text is stored as written and parsed into plain blocks wherever it is shown; the web renders the blocks as
 * elements with text children, never as HTML. The API refuses text that looks like HTML (`looksLikeHtml`).
 */

export type PageInline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
export type PageBlock = { kind: 'heading'; content: PageInline[] } | { kind: 'paragraph'; content: PageInline[] } | { kind: 'list'; items: PageInline[][] };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

/** One line's words and links. */
export function parseInline(line: string): PageInline[] {
  const out: PageInline[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const previous = out.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const match of line.matchAll(LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string];
    push(line.slice(last, match.index));
    if (SAFE_HREF.test(href)) out.push({ kind: 'link', text, href });
    else push(text);
    last = (match.index ?? 0) + whole.length;
  }
  push(line.slice(last));
  return out;
}

/** The page's blocks, in order: within a block, a heading line, a run of list lines and the other lines each make their own. */
export function parsePageMarkup(source: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: PageInline[][] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of chunk.split('\n').map((text) => text.trim()).filter(Boolean)) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', content: parseInline(line.slice(3).trim()) });
      } else if (line.startsWith('- ')) {
        if (paragraph.length) flush();
        list.push(parseInline(line.slice(2).trim()));
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** Text with an HTML tag, comment or entity-looking markup: refused, the page takes the conventions above only. */
export function looksLikeHtml(source: string): boolean {
  return /<\s*\/?\s*[a-z!][^>]*>/i.test(source);
}
