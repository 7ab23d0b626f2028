import type { FastifyInstance } from 'fastify';
import { Status } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';

/**
 * The deepest nesting a JSON body may have. The contract's bodies nest a handful of levels (an object, a list of
 * objects, their fields); 32 leaves room for any future call while keeping every later walk of the body (the
 * control-character scan, schema validation, the presenters) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` nests brackets deeper than `limit`, read in one pass over the raw text (brackets inside strings do
 * not count), so the check costs time linear in the body and no stack, before anything parses or walks it.
 * Unbalanced or otherwise broken JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys)
 * once the depth check has passed: a body nested thousands of levels deep once overflowed the stack of the
 * recursive walks after it (a 500 on any path, without a session) and, a few MB at a time, held the event loop for
 * seconds. Now it is a 605 like any other malformed body.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError(Status.MalformedBody), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
