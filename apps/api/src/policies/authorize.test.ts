import { describe, expect, it } from 'vitest';
import { Status, brands } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from '../lib/request-context.ts';
import { authorize, can, definePolicy } from './authorize.ts';

interface Note {
  institutionId: string;
  ownerId: number;
}

const notePolicy = definePolicy<Note, 'read' | 'edit'>({
  refusal: Status.NotFound,
  rules: {
    read: () => true,
    edit: (actor, note) => actor.userId === note.ownerId,
  },
});

const actor = (userId: number, institutionId: 'generic' | 'uib' = 'generic'): Actor => ({
  institutionId,
  brand: brands[institutionId],
  language: 'es',
  userId,
  role: 'Alumno',
});

describe('authorize', () => {
  it.each([
    ['owner edits', actor(1), 'edit', true],
    ['another user edits', actor(2), 'edit', false],
    ['another user reads', actor(2), 'read', true],
    ['another institution reads', actor(1, 'uib'), 'read', false],
  ] as const)('%s', (_, who, action, allowed) => {
    expect(can(notePolicy, who, action, { institutionId: 'generic', ownerId: 1 })).toBe(allowed);
  });

  it('throws the policy refusal for a refused or missing resource', () => {
    expect(() => authorize(notePolicy, actor(2), 'edit', { institutionId: 'generic', ownerId: 1 })).toThrow(AppError);
    try {
      authorize(notePolicy, actor(1), 'read', undefined);
    } catch (error) {
      expect((error as AppError).status).toBe(Status.NotFound);
    }
    expect.assertions(2);
  });
});
