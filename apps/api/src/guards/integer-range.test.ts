import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp } from '../testing/test-app.ts';
import { registeredRoutes } from '../lib/route-registry.ts';
import { routeKey } from './access-table.ts';

/*
 * Every whole number a call accepts lands in an `integer` column (ids, counts, years), which holds at most 2^31 - 1.
 * A schema that lets 2^31 through turns a client's typo into a database overflow, a 500 and a half-read request.
 * The fuzz guard finds such a field only when its random draw happens to hit the edge; this guard checks the edge
 * on every field of every call, every run: whatever takes "1" as a number must refuse 2147483648 (and -1 when it
 * refuses 0, the ids). A new call is covered the moment it is registered.
 */

const EDGE = 2 ** 31;
const t = await createTestApp();
afterAll(async () => {
  await t?.close();
});

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: unknown): Shape | undefined => (schema as { shape?: Shape } | undefined)?.shape;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A field is numeric when it takes 1 (or "1", from a query string or path) but not a word. */
function numericForm(field: z.ZodType): ((n: number) => unknown) | undefined {
  if (accepts(field, 'palabra')) return undefined;
  if (accepts(field, 1)) return (n) => n;
  if (accepts(field, '1')) return (n) => String(n);
  if (accepts(field, [1])) return (n) => [n];
  if (accepts(field, ['1'])) return (n) => [String(n)];
  return undefined;
}

const fields = registeredRoutes(t.app).flatMap((route) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    Object.entries(shapeOf(route.call?.[part]) ?? {}).map(([name, field]) => ({ where: `${routeKey(route)} ${part}.${name}`, field })),
  ),
);
const numeric = fields.flatMap(({ where, field }) => {
  const form = numericForm(field);
  return form ? [{ where, field, form }] : [];
});

describe('whole numbers stay inside the integer columns they are stored in', () => {
  it('finds the numeric fields of the contract (the guard is not checking an empty list)', () => {
    expect(numeric.length).toBeGreaterThan(50);
  });

  it.each(numeric.map(({ where, field, form }) => [where, field, form] as const))('%s refuses 2^31', (_where, field, form) => {
    expect(accepts(field, form(EDGE))).toBe(false);
    expect(accepts(field, form(EDGE * 1000))).toBe(false);
  });
});
