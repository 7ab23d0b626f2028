import { Status, type Role } from '@portal/shared';
import type { GuardFixtures } from '../guards/guard-fixtures.ts';

export { DEMO_ACCOUNTS, type GuardFixtures } from '../guards/guard-fixtures.ts';

/**
 * What a feature writes in its `<feature>.access.ts`: who may call each of its routes and, for a call that takes
 * the id of someone's resource, how to try it with another owner's id. The generated guards
 * (guards/access-control.test.ts, guards/fuzz.test.ts) enumerate the routes the app really registers and look each
 * one up in the union of the features' tables (guards/access-table.ts): a route without an entry fails the suite,
 * naming the route, and so does an entry whose route no longer exists or whose roles differ from the contract's.
 *
 * Keys are `METHOD path` exactly as registered (the contract's path, `:param` segments included).
 */
export type Access = 'public' | readonly Role[];

export interface AccessEntry {
  access: Access;
  /** Routes outside the contract (health, readiness, the API docs): they answer anyone, with no envelope. */
  infrastructure?: true;
  /** Path parameters, query or body that make a public call do its job; the URL itself for infrastructure. */
  sample?: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; url?: string };
  /** For calls that take the id of a resource that belongs to someone: the attack with another owner's id. */
  otherOwner?: OtherOwnerRule;
}

export interface OtherOwnerRule {
  /** Said in the failure message: whose resource the id points at. */
  what: string;
  /** The envelope status a legitimate caller of the right role gets when it uses that id. */
  refusal: number;
  build(fx: GuardFixtures): Promise<OtherOwnerCase>;
}

export interface OtherOwnerCase {
  /** The legitimate caller (right role, right institution) who tries the other owner's id. */
  token: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Pieces of the other owner's data that must not appear anywhere in the answer. */
  secrets: string[];
  /** Reads what the call could change of the other owner's; it must read the same after the refusal. */
  snapshot?: () => Promise<unknown>;
  /** The owner itself: the same request must succeed for it (proof that the id is a real, reachable one). */
  owner?: { token: string; host?: string };
}

/** One feature's part of the access table. */
export type AccessEntries = Record<string, AccessEntry>;

export const ALUMNO = ['Alumno'] as const satisfies readonly Role[];
export const EMPRESA = ['Empresa'] as const satisfies readonly Role[];
export const GESTOR = ['Gestor'] as const satisfies readonly Role[];

export const candidate: AccessEntry = { access: ALUMNO };
export const staff: AccessEntry = { access: GESTOR };
export const pub = (sample?: AccessEntry['sample']): AccessEntry => ({ access: 'public', ...(sample ? { sample } : {}) });
export const infra = (url?: string): AccessEntry => ({ access: 'public', infrastructure: true, ...(url ? { sample: { url } } : {}) });

export const one = async <T>(fx: GuardFixtures, query: string): Promise<T> => {
  const [row] = await fx.rows<T>(query);
  if (!row) throw new Error(`No demo row for: ${query}`);
  return row;
};
/** A distinctive slice of a stored file: what the bytes of a leaked download would contain. */
export const fileSlice = (content: Buffer) => content.subarray(Math.floor(content.length / 3), Math.floor(content.length / 3) + 24).toString('latin1');

/** An offer of another institution: no request of this one may see it, enrol in it or attach documents for it. */
export async function foreignOffer(fx: GuardFixtures) {
  return one<{ id: number; url_access: string; reference: string }>(
    fx,
    `select id, url_access, reference from offers where institution_id = 'uib' and state = 'published' order by id limit 1`,
  );
}

export const candidacyRow = (fx: GuardFixtures, id: number) => () => fx.rows(`select * from candidacies where id = ${id}`);

/** Reads of an offer by its URL: an offer of another institution is not found. */
export const foreignOfferRead = (where: 'params' | 'query'): OtherOwnerRule => ({
  what: "another institution's offer (URL)",
  refusal: Status.OfferNotFound,
  async build(fx) {
    const offer = await foreignOffer(fx);
    return {
      token: fx.attacker.token,
      ...(where === 'params' ? { params: { oferta: offer.url_access } } : { query: { oferta: offer.url_access } }),
      secrets: [offer.reference],
    };
  },
});

/** A contact of another validated company of the same institution: a legitimate company caller, not the owner. */
export async function otherCompanyToken(fx: GuardFixtures): Promise<string> {
  const company = await one<{ id: number }>(
    fx,
    `select c.id from companies c join company_contacts cc on cc.company_id = c.id join users u on u.id = cc.user_id
     where u.email = 'multi@example.org' and c.state = 'validated' order by c.id limit 1`,
  );
  return fx.t.login('Empresa', 'multi@example.org', { idEmpresa: company.id });
}
