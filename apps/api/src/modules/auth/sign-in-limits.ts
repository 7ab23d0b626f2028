import type { Role } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_IP,
  RESET_MAIL_COOLDOWN,
  RESET_REQUESTS_PER_IP,
  tooManyAttempts,
  type RateLimiter,
} from '../../lib/rate-limit.ts';
import { createKnownSignIns } from './known-sign-ins.ts';

/**
 * The counter key of an account: the account itself when the identifier names one, so its e-mail, DNI and nick
 * share one budget of guesses; otherwise the identifier as the lookup compares it (trimmed, case-insensitive), so an
 * unknown name is throttled exactly like a known one and the limits tell nothing about which names exist.
 */
export function accountKey(institutionId: string, role: Role, identifier: string, user: { id: number } | undefined): string {
  return user ? `user:${user.id}` : `name:${institutionId}:${role}:${identifier.trim().toLowerCase()}`;
}

export interface SignInAttempt {
  account: string;
  /** The account the identifier names, if any. */
  userId?: number;
  ip: string;
  /** The browser's device id (device-cookie.ts), when the call came with one. */
  device?: string;
}

/** The limits of sign-ins and reset requests (docs/decisions.md, "Sign-in and reset limits"). */
export function createSignInLimits(db: Db, limiter: RateLimiter, now: () => Date) {
  const known = createKnownSignIns(db);

  return {
    /**
     * Takes the attempt's slots before the password is checked (parallel guesses cannot pass a limit), or throws
     * 601. Over the per-account limit only a device or an address that signed in to the account before goes on.
     * The answer's `passed` gives the slots back once the credentials are right, so only failures count;
     * `signedIn` remembers the device and address once the sign-in is through (a refusal after the password, e.g. a
     * blocked account, leaves no trace), on `trx` when the caller writes more of the sign-in with it.
     */
    async begin(attempt: SignInAttempt) {
      const pair = { rule: LOGIN_FAILURES_PER_ACCOUNT_AND_IP, key: `${attempt.account}|${attempt.ip}` };
      // The address is counted across accounts and institutions: one host name per institution must not multiply it.
      const address = { rule: LOGIN_FAILURES_PER_IP, key: attempt.ip };
      const account = { rule: LOGIN_FAILURES_PER_ACCOUNT, key: attempt.account };
      await limiter.take([pair, address]);
      const counted = await limiter.count(account);
      if (!counted.allowed) {
        const knownHere = attempt.userId !== undefined && (await known.includes(attempt.userId, attempt.ip, attempt.device));
        if (!knownHere) {
          await limiter.release([pair, address, account]);
          throw tooManyAttempts(counted.retryAfterSeconds);
        }
      }
      return {
        async passed(): Promise<void> {
          // The owner's own mistakes from this address are forgotten; the account's count only loses this attempt,
          // so a sign-in of the owner does not hand a guesser elsewhere a fresh budget.
          await limiter.release([account, address], [pair]);
        },
        async signedIn(userId: number, trx?: Db): Promise<void> {
          await (trx ? createKnownSignIns(trx) : known).remember(userId, attempt.ip, attempt.device, now());
        },
      };
    },

    /** A reset through the mailed link proves the mailbox: its device and address count as the owner's from then on. */
    async resetBy(userId: number, ip: string, device: string | undefined): Promise<void> {
      await known.remember(userId, ip, device, now());
    },

    /** A reset request from an address over its limit is refused (601); it is the requester's own address. */
    async resetRequest(ip: string): Promise<void> {
      await limiter.take([{ rule: RESET_REQUESTS_PER_IP, key: ip }]);
    },

    /**
     * Whether a reset mail may go to the account now: one per cooldown. Never a refusal: within the cooldown the
     * caller answers as if it sent one, as the link mailed a moment ago is still valid.
     */
    async resetMailDue(account: string): Promise<boolean> {
      return (await limiter.count({ rule: RESET_MAIL_COOLDOWN, key: account })).allowed;
    },

    async resetMailFailed(account: string): Promise<void> {
      await limiter.release([{ rule: RESET_MAIL_COOLDOWN, key: account }]);
    },
  };
}
export type SignInLimits = ReturnType<typeof createSignInLimits>;
