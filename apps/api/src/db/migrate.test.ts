import { describe, expect, it } from 'vitest';
import { allMigrations } from './migrate.ts';

/** Names already applied to databases in service: the migration table knows them by these names. */
const RELEASED = [
  '0001-foundation',
  '0002-candidates',
  '0003-home-and-requests',
  '0004-session-hardening',
  '0005-staff',
  '0006-company-account',
  '0007-company-offers',
  '0009-fast-reads',
  '0010-event-translations',
  '0011-agreements',
  '0012-event-content',
  '0014-proposal-fields',
  '0015-settings-version',
  '0016-offer-fit-sets',
  '0017-offer-list-changes',
  '0018-sign-in-limits',
];

describe('the migrations gathered from db/migrations and the features', () => {
  const names = Object.keys(allMigrations());

  it('keeps every released name, so a database in service never runs a migration twice', () => {
    expect(names.filter((name) => RELEASED.includes(name))).toEqual(RELEASED);
  });

  it('come in the order of their numbers, each number used once', () => {
    const numbers = names.map((name) => name.slice(0, 4));
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
