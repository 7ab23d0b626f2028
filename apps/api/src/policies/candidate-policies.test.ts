import { describe, expect, it } from 'vitest';
import { brands } from '@portal/shared';
import type { Actor } from '../lib/request-context.ts';
import { can, policies } from './index.ts';

/**
 * Who may do what with a candidate's resources, as one table: role × resource × action → allowed. The resource
 * belongs to candidate 7 of the generic institution; "another candidate" is user 8, and a staff or company user
 * with id 7 must not pass for the candidate.
 */
const OWNER = 7;
const who = {
  owner: { role: 'Alumno', userId: OWNER },
  'another candidate': { role: 'Alumno', userId: 8 },
  'a company with the same user id': { role: 'Empresa', userId: OWNER, companyId: 3 },
  staff: { role: 'Gestor', userId: 9 },
  'the owner on another institution': { role: 'Alumno', userId: OWNER, institutionId: 'uib' },
  "another institution's staff": { role: 'Gestor', userId: 9, institutionId: 'uib' },
} as const;
type Who = keyof typeof who;

const actorOf = (name: Who): Actor => {
  const { institutionId = 'generic', ...rest } = who[name] as { institutionId?: 'generic' | 'uib'; role: Actor['role']; userId: number; companyId?: number };
  return { institutionId, brand: brands[institutionId], language: 'es', ...rest };
};

const resource = { institutionId: 'generic', candidateId: OWNER };
const openDocument = { ...resource, uploadedBy: OWNER, state: 'active' as const };

// [who, resource kind, action, allowed]
const table: Array<[Who, string, string, boolean]> = [];
const row = (kind: string, action: string, allowed: Who[]) => {
  for (const name of Object.keys(who) as Who[]) table.push([name, kind, action, allowed.includes(name)]);
};
row('cvEntry', 'read', ['owner', 'staff']);
row('cvEntry', 'edit', ['owner']);
row('cvEntry', 'delete', ['owner']);
row('candidacy', 'read', ['owner', 'staff']);
row('candidacy', 'withdraw', ['owner']);
row('candidacy', 'answer', ['owner']);
row('internship', 'read', ['owner', 'staff']);
row('internship', 'attach', ['owner']);
row('internshipDocument', 'read', ['owner']);
row('internshipDocument', 'delete', ['owner']);
row('savedSearch', 'read', ['owner']);
row('savedSearch', 'delete', ['owner']);

describe("the policies of a candidate's resources", () => {
  it.each(table)('%s, %s, %s: %s', (name, kind, action, allowed) => {
    const policy = policies[kind as keyof typeof policies] as Parameters<typeof can>[0];
    const target = kind === 'internshipDocument' ? openDocument : resource;
    expect(can(policy, actorOf(name), action, target as never)).toBe(allowed);
  });

  it.each([
    ['uploaded by the service', { uploadedBy: 9, state: 'active' }],
    ['uploaded by nobody (a company portal)', { uploadedBy: null, state: 'pending' }],
    ['of a finished internship', { uploadedBy: OWNER, state: 'finished' }],
  ] as const)("keeps an internship document %s from its candidate's delete, not from their read", (_, document) => {
    const target = { ...resource, ...document };
    expect(can(policies.internshipDocument, actorOf('owner'), 'delete', target)).toBe(false);
    expect(can(policies.internshipDocument, actorOf('owner'), 'read', target)).toBe(true);
  });
});
