import { describe, expect, it } from 'vitest';
import { brands } from '@portal/shared';
import { can } from '../../policies/authorize.ts';
import type { Actor } from '../../lib/request-context.ts';
import { staffRecordPolicy } from './staff.policy.ts';

const actor = (role: Actor['role'], institutionId = 'generic'): Actor =>
  ({ institutionId, brand: brands.generic, language: 'es', userId: 1, role }) as Actor;

describe('staff record policy', () => {
  it.each([
    ['Gestor', 'generic', 'generic', 'read', true],
    ['Gestor', 'generic', 'generic', 'manage', true],
    ['Gestor', 'generic', 'uib', 'read', false],
    ['Gestor', 'generic', 'uib', 'manage', false],
    ['Empresa', 'generic', 'generic', 'manage', false],
    ['Alumno', 'generic', 'generic', 'read', false],
  ] as const)('%s of %s on a record of %s may %s: %s', (role, own, resource, action, expected) => {
    expect(can(staffRecordPolicy, actor(role, own), action, { institutionId: resource })).toBe(expected);
  });
});
