import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FOLDABLE_LETTERS, FOLDED_LETTERS, foldText } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { ACCENTED, UNACCENTED } from '../modules/offers/migrations/0009-fast-reads.ts';
import { freshDatabaseUrl } from '../testing/test-database.ts';
import { anyContains, containsPattern, escapeLike, everyWordIn, folded } from './text-search.ts';

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  handle = await openDatabase(fresh.url ? { databaseUrl: fresh.url } : { inMemory: true });
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

const value = (text: string) => sql<string>`${text}::text`;
async function holds(expression: ReturnType<typeof anyContains>) {
  const { rows } = await sql<{ ok: boolean }>`select ${expression} as ok`.execute(handle.db);
  return rows[0]!.ok;
}

describe('text search in SQL', () => {
  it('folds in the database exactly as foldText does in JavaScript', async () => {
    const samples = ['Muñoz', 'MUÑOZ', 'Técnico/a de Sistemas en MÁLAGA', 'Çà i Ÿ', FOLDABLE_LETTERS, 'Enginyeria · Formació'];
    for (const text of samples) {
      const { rows } = await sql<{ f: string }>`select ${folded(value(text))} as f`.execute(handle.db);
      expect(rows[0]!.f).toBe(foldText(text));
    }
  });

  it("agrees with the offers' stored folded title (migration 0009)", () => {
    expect(ACCENTED).toBe(FOLDABLE_LETTERS);
    expect(UNACCENTED.toLowerCase()).toBe(FOLDED_LETTERS);
  });

  it('takes % _ and \\ as typed letters', async () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(containsPattern('MUÑOZ 50%')).toBe('%munoz 50\\%%');
    expect(await holds(anyContains([value('Obra al 50% de jornada')], '50%'))).toBe(true);
    expect(await holds(anyContains([value('Obra de 500 horas')], '50%'))).toBe(false);
    expect(await holds(anyContains([value('pla_a')], 'a_a'))).toBe(true);
    expect(await holds(anyContains([value('plaza')], 'a_a'))).toBe(false);
    expect(await holds(anyContains([value('C:\\docs')], ':\\d'))).toBe(true);
  });

  it('finds every word in any of the columns, case and accents aside', async () => {
    const name = value('José Muñoz García');
    const email = value('jmg@example.org');
    expect(await holds(everyWordIn([name, email], 'garcia MUNOZ'))).toBe(true);
    expect(await holds(everyWordIn([name, email], 'munoz example'))).toBe(true);
    expect(await holds(everyWordIn([name, email], 'munoz perez'))).toBe(false);
    expect(await holds(everyWordIn([name, email], '   '))).toBe(true);
  });
});
