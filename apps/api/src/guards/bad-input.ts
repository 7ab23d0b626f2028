import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of hostile input for the fuzz guards: the values a careless or malicious client sends. Request shapes
 * come from the call's own zod schemas (through their JSON Schema), so a new call is fuzzed without new code here.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  format?: string;
};

export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** A well-formed value of the schema's shape: the base that mutations break one field at a time. */
export function skeleton(js: JsonSchema): unknown {
  const choice = js.anyOf ?? js.oneOf ?? js.allOf;
  if (choice?.length) return skeleton(choice.find((option) => option.type !== 'null') ?? choice[0] ?? {});
  if (js.const !== undefined) return js.const;
  if (js.enum?.length) return js.enum[0];
  if (js.properties) return Object.fromEntries(Object.entries(js.properties).map(([key, value]) => [key, skeleton(value)]));
  const type = Array.isArray(js.type) ? js.type.find((t) => t !== 'null') : js.type;
  switch (type) {
    case 'string':
      return js.format === 'email' ? 'alguien@example.org' : 'Texto de prueba';
    case 'integer':
    case 'number':
      return js.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** Every path to a field of the skeleton (nested objects included), e.g. ['fichero', 'ficheroB64ParaAltas']. */
export function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

const pdfBase64 = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
const pngBase64 = Buffer.from('\u0089PNG\r\n\u001a\n0000IHDR').toString('base64');
const exeBase64 = Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000 not a document').toString('base64');

/** Text that breaks things: control characters and NUL, over-long, odd Unicode, path and markup tricks. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom('\u0000', 'abc\u0000def', '\u0000\u0000\u0000', 'a\u0007b\u001bc', '\r\n\t', '\u202e\u200b\ufeff', '\ud800', 'é'.repeat(3)),
  fc.constantFrom('', ' ', '__proto__', 'constructor', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '${7*7}', '%00', '%ZZ', 'null', 'NaN'),
  fc.constantFrom(151, 251, 5001, 70_000).map((length) => 'x'.repeat(length)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Numbers a form never sends: negative, fractional, out of every range, beyond safe integers. */
export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 13, 101, 9999),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Base64 file contents that are not what they claim: truncated, invalid, empty, too big, of another type. */
export const badFileContent: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'data:application/pdf;base64,JVBERi0',
    `data:application/pdf;base64,${pdfBase64.slice(0, 7)}`,
    'data:application/pdf;base64,%%%%',
    'data:;base64,',
    'data:application/pdf;base64,',
    `data:application/pdf;base64,${pngBase64}`,
    `data:application/pdf;base64,${exeBase64}`,
    pngBase64,
    exeBase64,
    'no es base64 !!!',
  ),
  fc.constant(`data:application/pdf;base64,JVBERi0${'A'.repeat(2_900_000)}`),
);

export const badExtension: fc.Arbitrary<string> = fc.constantFrom('exe', 'pdf.exe', 'pdf\u0000.exe', '', '.', '../pdf', 'PDF ', 'js', 'html', 'svg');

/** Any JSON value of the wrong kind, including deep nesting and keys that aim at prototypes. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  badNumber,
  fc.constantFrom(null, true, false, [], {}, [1, 2, 3], [{}], { id: 1 }, ['a', null]),
  fc.constantFrom(nested(64), nested(600)),
  fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}')),
  fc.array(badString, { maxLength: 4 }),
);

/** The bad value for one field: file and extension fields also get file-specific attacks. */
export function badValueFor(path: string[]): fc.Arbitrary<unknown> {
  const key = path[path.length - 1] ?? '';
  if (/b64/i.test(key)) return fc.oneof(badFileContent, badValue);
  if (/^extension/i.test(key)) return fc.oneof(badExtension, badValue);
  return badValue;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
}

/** A request body: raw JSON text (so keys like `__proto__` survive) and the content type it is sent with. */
export interface BadBody {
  payload: string;
  contentType: string;
}

export function badBody(schema: unknown): fc.Arbitrary<BadBody> {
  const base = skeleton(jsonSchemaOf(schema));
  const paths = fieldPaths(base);
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

  const wholeBody: fc.Arbitrary<BadBody> = fc.oneof(
    badValue.map(json),
    fc.constantFrom(
      { payload: '{"__proto__":{"admin":true},"id":1}', contentType: 'application/json' },
      { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
      { payload: '{"id": 1,', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: '\u0000', contentType: 'application/json' },
      { payload: 'id=1&nombre=x', contentType: 'application/x-www-form-urlencoded' },
      { payload: '{"id":1}', contentType: 'text/plain' },
      { payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    ),
  );
  if (!paths.length) return wholeBody;

  const mutated = fc
    .array(
      fc.constantFrom(...paths).chain((path) => badValueFor(path).map((value) => [path, value] as const)),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => {
      const body = structuredClone(base) as Record<string, unknown>;
      // Each value is copied: a generated object may be a shared constant, and setting it under its own path (a
      // second change inside the first) would make it circular for every later run.
      for (const [path, value] of changes) setAt(body, path, value !== null && typeof value === 'object' ? structuredClone(value) : value);
      return json(body);
    });
  return fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: wholeBody, weight: 1 });
}

/** A path segment: usually encoded, sometimes raw so the router sees broken percent-encoding or an over-long id. */
/** A lone surrogate cannot be percent-encoded at all (a client could not send it); it is sent as U+FFFD instead. */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

export const badSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.oneof(badString, badNumber.map(String)).map(encode), weight: 4 },
  { arbitrary: fc.constantFrom('%ZZ', '%', '%C3%28', '%00', '%2e%2e', '..', 'x'.repeat(5000), '1'.repeat(200)), weight: 1 },
);

/** A query string: the call's own keys and prototype keys, with hostile values, sometimes repeated or malformed. */
export function badQuery(schema: unknown): fc.Arbitrary<string> {
  const keys = Object.keys(jsonSchemaOf(schema).properties ?? {});
  const key = fc.constantFrom(...keys, '__proto__', 'constructor', 'oferta', 'id');
  const pair = fc.tuple(key, fc.oneof(badString, badNumber.map(String))).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  const raw = fc.constantFrom('a=%ZZ', '%ZZ=1', 'a[b][c]=1', 'a=1&a=2&a=3', '=', '&&&', 'x='.concat('y'.repeat(10_000)));
  return fc.array(fc.oneof({ arbitrary: pair, weight: 3 }, { arbitrary: raw, weight: 1 }), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join('&'));
}
