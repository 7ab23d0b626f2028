import crypto from 'node:crypto';
import { LANGUAGE_IDS, Status, isLanguage, type Language, type Role, type SessionUser } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Db, UserRow } from '../../db/database.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import type { Institution } from '../../lib/institution.ts';
import { createAuthRepository } from './auth.repository.ts';
import type { SessionClaims, TokenService } from './tokens.ts';
import { passwordMail, passwordPage } from './reset-mail.ts';
import { accountKey, createSignInLimits } from './sign-in-limits.ts';
import { createKnownSignIns } from './known-sign-ins.ts';
import { recordAudit, type AuditChange } from '../staff-audit/index.ts';
import { mandatorySurveyOf } from '../surveys/index.ts';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  /** The mail outbox: a link's mail is queued with its token, in one transaction. */
  mail: { queue(db: DbHandle, mails: QueuedMail | readonly QueuedMail[]): Promise<number>; nudge(): void };
  limiter: RateLimiter;
  now: () => Date;
}

export interface LoginInput {
  institution: Institution;
  role: Role;
  usuario: string;
  password: string;
  idEmpresa?: number;
  ip: string;
  /** The browser's known-device id (device-cookie.ts). */
  device?: string;
  language: Language;
}

export interface LoginResult {
  token?: string;
  expira?: number;
  rgpdPendiente?: boolean;
  usuario?: SessionUser;
  empresas?: { idEmpresa: number; nombre: string }[];
}

/** Reset and first-password links stay valid this long. */
export const PASSWORD_LINK_HOURS = 24;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The session's person, with the mandatory survey they still have to answer (read once, at sign-in and on restoring a session). */
async function toSessionUser(db: Db, institutionId: string, user: UserRow, now: Date, company?: { id: number; tradeName: string }): Promise<SessionUser> {
  const survey = await mandatorySurveyOf(db, { institutionId, userId: user.id, role: user.role }, now);
  return {
    id: user.id,
    rol: user.role,
    nombre: user.first_name,
    apellidos: user.last_name,
    email: user.email,
    idioma: isLanguage(user.language) ? user.language : 'es',
    ...(company ? { idEmpresa: company.id, nombreEmpresa: company.tradeName } : {}),
    ...(survey ? { encuestaObligatoria: survey } : {}),
  };
}

export function createAuthService(deps: SessionDeps) {
  const repo = createAuthRepository(deps.db);
  const limits = createSignInLimits(deps.db, deps.limiter, deps.now);

  /** `db` is the caller's handle when the user was written in the same call (registration's transaction). */
  async function issue(user: UserRow, institutionId: string, company?: { id: number; tradeName: string }, db: Db = deps.db): Promise<LoginResult> {
    const rgpd = user.role === 'Gestor' ? undefined : await createAuthRepository(db).currentRgpd(institutionId);
    const rgpdPendiente = rgpd !== undefined && (user.rgpd_version ?? 0) < rgpd.version;
    const { token, exp } = await deps.tokens.sign({
      userId: user.id,
      role: user.role,
      institutionId,
      companyId: company?.id,
      rgpd: !rgpdPendiente,
      tokenVersion: user.token_version,
    });
    return { token, expira: exp, rgpdPendiente, usuario: await toSessionUser(db, institutionId, user, deps.now(), company) };
  }

  async function companyFor(user: UserRow, idEmpresa?: number) {
    const companies = await repo.companiesOf(user.id);
    if (companies.length === 0) throw new AppError(Status.CompanyNotValidatedOrBlocked);
    if (idEmpresa === undefined && companies.length > 1) {
      return { choose: companies.map((c) => ({ idEmpresa: c.id, nombre: c.tradeName })) };
    }
    const company = idEmpresa === undefined ? companies[0] : companies.find((c) => c.id === idEmpresa);
    if (!company) throw new AppError(Status.AccessDenied);
    if (company.state !== 'validated') throw new AppError(Status.CompanyNotValidatedOrBlocked);
    return { company };
  }

  /**
   * Checks credentials and the account. The identifier is resolved to its account first, so the account's limits
   * are counted once whichever identifier is used; the attempt takes its slots before the password is checked.
   * `signedIn` is for the caller to note the device and address once the sign-in is through (on `trx`, the sign-in's
   * own transaction, when it writes more).
   */
  async function authenticate(input: LoginInput): Promise<{ user: UserRow; signedIn: (trx?: Db) => Promise<void> }> {
    const { institution, role, usuario, password, ip } = input;
    const user = await repo.findByLogin(institution.id, role, usuario);
    const attempt = await limits.begin({ account: accountKey(institution.id, role, usuario, user), userId: user?.id, ip, device: input.device });
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok || user.deregistered_at) {
      throw new AppError(Status.AccessDenied, { mensaje: WRONG_CREDENTIALS[input.language] });
    }
    await attempt.passed();
    if (user.blocked) throw new AppError(Status.Blocked);
    if (role === 'Alumno' && user.is_graduate && institution.brand.flags.graduatesMustUseSso) {
      throw new AppError(Status.GraduateMustUseSso);
    }
    return { user, signedIn: (trx) => attempt.signedIn(user.id, trx) };
  }

  /** A token, or the companies to choose from; a refusal here (a company not validated) is no sign-in. */
  async function loginAnswer(user: UserRow, input: LoginInput): Promise<LoginResult> {
    if (input.role !== 'Empresa') return issue(user, input.institution.id);
    const choice = await companyFor(user, input.idEmpresa);
    if ('choose' in choice) return { empresas: choice.choose };
    return issue(user, input.institution.id, choice.company);
  }

  return {
    /**
     * A sign-in answered with a token is one unit of work: the device and address noted, and for a company contact or
     * a staff member its line in the change log (`signIn`), in one transaction of its own (the call's limits are on
     * the root database: see docs/architecture.md). The token is handed out only once that commits, so a sign-in
     * refused at any step writes no line; the refusals themselves are counted by the sign-in limits, not logged.
     * Candidates' sign-ins are not logged (docs/decisions.md, "What the change log keeps").
     */
    async login(input: LoginInput): Promise<LoginResult> {
      const { user, signedIn } = await authenticate(input);
      const result = await loginAnswer(user, input);
      if (!result.token || input.role === 'Alumno') {
        await signedIn();
        return result;
      }
      await deps.db.transaction().execute(async (trx) => {
        await signedIn(trx);
        await recordAudit(trx, { institutionId: input.institution.id, userId: user.id }, signInLine(user, result));
      });
      return result;
    },

    async companiesOfUser(input: LoginInput) {
      const { user, signedIn } = await authenticate({ ...input, role: 'Empresa' });
      const companies = await repo.companiesOf(user.id);
      await signedIn();
      return { empresas: companies.map((c) => ({ idEmpresa: c.id, nombre: c.tradeName })) };
    },

    async rgpdText(institutionId: string, language: Language) {
      const text = await repo.currentRgpd(institutionId);
      if (!text) throw new AppError(Status.NotFound);
      return { version: text.version, texto: text[`text_${language}`] };
    },

    async acceptRgpd(session: SessionClaims): Promise<LoginResult> {
      const user = await repo.findById(session.institutionId, session.userId);
      if (!user) throw new AppError(Status.SessionExpired);
      const text = await repo.currentRgpd(session.institutionId);
      if (text) await repo.acceptRgpd(user.id, text.version, deps.now());
      const accepted = { ...user, rgpd_version: text?.version ?? user.rgpd_version };
      if (session.companyId === undefined) return issue(accepted, session.institutionId);
      const company = (await repo.companiesOf(user.id)).find((c) => c.id === session.companyId);
      if (!company || company.state !== 'validated') throw new AppError(Status.CompanyNotValidatedOrBlocked);
      return issue(accepted, session.institutionId, company);
    },

    async account(session: SessionClaims): Promise<SessionUser> {
      const user = await repo.findById(session.institutionId, session.userId);
      if (!user) throw new AppError(Status.SessionExpired);
      const company = session.companyId ? (await repo.companiesOf(user.id)).find((c) => c.id === session.companyId) : undefined;
      return toSessionUser(deps.db, session.institutionId, user, deps.now(), company);
    },

    async setLanguage(session: SessionClaims, idIdioma: number) {
      const entry = Object.entries(LANGUAGE_IDS).find(([, id]) => id === idIdioma);
      if (!entry) throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'idIdioma', codigo: Status.MissingMandatoryData, clave: 'range' }] } });
      const idioma = entry[0] as Language;
      await repo.setLanguage(session.userId, idioma);
      return { idioma };
    },

    /**
     * Sends a reset link. The spec answers 524 for an unknown user; the per-address limit keeps that from listing
     * accounts at speed. Per account there is only a cooldown between mails, answered like a mail sent (the last
     * link is still valid), so nobody can keep the owner from a link.
     */
    async requestReset(input: {
      institution: Institution;
      role: 'Alumno' | 'Empresa';
      usuario?: string;
      nick?: string;
      cif?: string;
      ip: string;
      origin: string;
      language: Language;
    }) {
      const login = input.usuario ?? input.nick ?? input.cif;
      if (!login) {
        throw new AppError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'usuario', codigo: Status.MissingMandatoryData, clave: 'required' }] } });
      }
      await limits.resetRequest(input.ip);

      let user = await repo.findByLogin(input.institution.id, input.role, login);
      if (!user && input.role === 'Empresa' && input.cif) user = await repo.findContactByCif(input.institution.id, input.cif);
      if (!user || user.deregistered_at) throw new AppError(Status.UnknownUserOnPasswordReset);
      const account = accountKey(input.institution.id, input.role, login, user);
      if (!(await limits.resetMailDue(account))) return {};

      // The mail and its link go in the language the request was made in: the person reads it now, in that language.
      try {
        await sendPasswordLink(user, 'reset', input.institution, input.origin, input.language);
      } catch (error) {
        // No mail went out, so the next request must not be held back by the cooldown.
        await limits.resetMailFailed(account);
        throw error;
      }
      return {};
    },

    /** Sets the password through a mailed link; the device and address that did it count as the owner's from then on. */
    async resetPassword(input: { token: string; password: string; purpose: 'reset' | 'set'; role: Role; ip: string; device?: string }) {
      const passwordHash = await hashPassword(input.password);
      const tokenHash = sha256(input.token);
      const userId = await deps.db.transaction().execute(async (trx) => {
        const txRepo = createAuthRepository(trx);
        const link = await trx
          .selectFrom('password_tokens')
          .innerJoin('users', 'users.id', 'password_tokens.user_id')
          .select(['users.id', 'users.role', 'users.password_hash'])
          .where('password_tokens.token_hash', '=', tokenHash)
          .where('password_tokens.purpose', '=', input.purpose)
          .executeTakeFirst();
        if (!link || link.role !== input.role) throw new AppError(Status.LinkExpiredOrUsed);
        if (input.purpose === 'set' && link.password_hash) throw new AppError(Status.PasswordAlreadySet);
        const consumed = await txRepo.consumePasswordToken(tokenHash, input.purpose, deps.now());
        if (!consumed) throw new AppError(Status.LinkExpiredOrUsed);
        await txRepo.setPassword(consumed.user_id, passwordHash);
        return consumed.user_id;
      });
      await limits.resetBy(userId, input.ip, input.device);
      return {};
    },

    async changePassword(session: SessionClaims, current: string, next: string) {
      const user = await repo.findById(session.institutionId, session.userId);
      if (!user) throw new AppError(Status.SessionExpired);
      if (!(await verifyPassword(user.password_hash, current))) throw new AppError(Status.AccessDenied);
      if (current === next) throw new AppError(Status.PasswordNotSecure);
      const tokenVersion = await repo.setPassword(user.id, await hashPassword(next));
      // Every earlier token, this one included, is refused from now on; the caller keeps going with a new one.
      const { exp: _expired, ...claims } = session;
      const { token, exp } = await deps.tokens.sign({ ...claims, tokenVersion });
      return { token, expira: exp };
    },

    /** Logout: every token of the user ends, on every device (the token is not kept anywhere to end it alone). */
    async logout(session: SessionClaims): Promise<Record<string, never>> {
      await repo.revokeTokens(session.userId);
      return {};
    },

    /**
     * Signs in a candidate whom the institution's identity provider vouched for (modules/sso): the same answer as the
     * password login (token, data-protection step, session user), the device and address noted the same way, and,
     * like a candidate's password sign-in, no line in the change log. A blocked account gets 90.
     */
    async signInVerified(input: { institution: Institution; userId: number; ip: string; device?: string }): Promise<LoginResult> {
      const user = await repo.findById(input.institution.id, input.userId);
      if (!user || user.role !== 'Alumno' || user.deregistered_at) throw new AppError(Status.SsoNoCandidate);
      if (user.blocked) throw new AppError(Status.Blocked);
      await createKnownSignIns(deps.db).remember(user.id, input.ip, input.device, deps.now());
      return issue(user, input.institution.id);
    },

    sendPasswordLink,
    /** Logs in a user who has just been created (candidate registration). */
    issue,
  };

  /**
   * Writes a single-use link's token and queues its mail together: in the call's transaction when one must hold
   * them (a contact added in a call), otherwise in a transaction of their own. A mail that SMTP refuses now is
   * retried by the outbox; the link stays valid for PASSWORD_LINK_HOURS.
   */
  async function sendPasswordLink(
    user: UserRow,
    purpose: 'reset' | 'set',
    institution: Institution,
    origin: string,
    language: Language,
    call?: { db: DbHandle; mail(mail: QueuedMail): Promise<void> },
  ) {
    const token = crypto.randomBytes(32).toString('base64url');
    const expires = new Date(deps.now().getTime() + PASSWORD_LINK_HOURS * 3600 * 1000);
    const link = `${origin}${passwordPage(purpose, user.role, language)}?token=${token}`;
    const mail = { ...passwordMail({ purpose, to: user.email, link, portal: institution.brand.name[language], language, hours: PASSWORD_LINK_HOURS }), institutionId: institution.id };
    if (call) {
      await createAuthRepository(call.db).createPasswordToken(user.id, purpose, sha256(token), expires);
      await call.mail(mail);
      return;
    }
    await deps.db.transaction().execute(async (trx) => {
      await createAuthRepository(trx).createPasswordToken(user.id, purpose, sha256(token), expires);
      await deps.mail.queue(trx, mail);
    });
    deps.mail.nudge();
  }
}

/** The change log's line of a sign-in: on the company for a contact (the service follows companies), else on the staff user. */
function signInLine(user: UserRow, result: LoginResult): AuditChange {
  const company = result.usuario?.idEmpresa;
  if (company !== undefined) return { entity: 'company', entityId: company, action: 'signIn', detail: result.usuario?.nombreEmpresa ?? null };
  return { entity: 'staffUser', entityId: user.id, action: 'signIn' };
}

/** Code 3 shows the server's message (spec 2 §8.1); it never tells which of the two was wrong. */
const WRONG_CREDENTIALS: Record<Language, string> = {
  ca: 'Usuari o contrasenya incorrectes',
  es: 'Usuario o contraseña incorrectos',
  en: 'Wrong user name or password',
};

export type AuthService = ReturnType<typeof createAuthService>;
