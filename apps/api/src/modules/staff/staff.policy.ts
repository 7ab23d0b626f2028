import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

/**
 * What the employment service may do with its institution's records (companies, offers, candidacies,
 * candidates). The route already admits staff tokens only; this rule keeps the resource's institution the
 * actor's: another institution's id answers "not found", as an unknown id does.
 */
export const staffRecordPolicy = definePolicy<OwnedResource, 'read' | 'manage'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: {
    read: (actor) => actor.role === 'Gestor',
    manage: (actor) => actor.role === 'Gestor',
  },
});
