import { Status, type StatusCode } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from '../lib/request-context.ts';

/**
 * Authorisation in one place (outline's `authorize(user, action, resource)`): each resource kind has one policy,
 * a table of actions to rules, written beside its feature (`modules/<feature>/<feature>.policy.ts`) and
 * registered in `policies/index.ts`. A rule answers true (allowed) or false (refused). Routes and services ask
 * `authorize(actor, action, resource)` and never compare roles or owner ids by hand.
 *
 * Every resource carries its institution: a resource of another institution is refused before any rule runs.
 */
export interface OwnedResource {
  institutionId: string;
}

export type Rule<R extends OwnedResource> = (actor: Actor, resource: R) => boolean;

export interface Policy<R extends OwnedResource, A extends string> {
  /** What the caller is told when a rule refuses: usually "not found", so ids of others reveal nothing. */
  refusal: StatusCode;
  rules: Record<A, Rule<R>>;
}

export function definePolicy<R extends OwnedResource, A extends string>(policy: Policy<R, A>): Policy<R, A> {
  return policy;
}

/** True when the actor may do `action` on `resource` under `policy`. */
export function can<R extends OwnedResource, A extends string>(policy: Policy<R, A>, actor: Actor, action: A, resource: R): boolean {
  if (resource.institutionId !== actor.institutionId) return false;
  return policy.rules[action](actor, resource);
}

/** Throws the policy's refusal (a catalogue code) unless the actor may do `action` on `resource`. */
export function authorize<R extends OwnedResource, A extends string>(policy: Policy<R, A>, actor: Actor, action: A, resource: R | undefined): asserts resource is R {
  if (!resource || !can(policy, actor, action, resource)) throw new AppError(policy.refusal);
}

/** A resource that is missing and one that is not the actor's answer the same. */
export const NOT_FOUND_REFUSAL: StatusCode = Status.NotFound;
