import { Status, languageId, normaliseDni, type RegistrationBody } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbHandle, Visitor } from '../../lib/request-context.ts';
import type { LoginResult, AuthService } from '../auth/index.ts';
import { createRegistrationRepository } from './registration.repository.ts';
import { recordAudit } from '../staff-audit/index.ts';

export interface RegistrationResult {
  datos: LoginResult;
  /** The brand's own registration text, shown instead of the catalogue's notice body. */
  mensaje?: string;
}

/**
 * Who may not register again:
 * - 16: a candidate account with this e-mail exists (log in or reset the password instead);
 * - 60: the address is the personal or student e-mail on another candidate's CV, so it belongs to someone else;
 * - 94: a candidate account with this DNI/NIE exists.
 * A company contact with the same address is another person's role and does not block a candidate account.
 */
export async function register(db: DbHandle, visitor: Visitor, body: RegistrationBody, deps: { auth: AuthService; now: Date }): Promise<RegistrationResult> {
  const { brand, institutionId, language } = visitor;
  if (!brand.flags.canRegistroAlumno) throw new AppError(Status.ActionNotAllowed);
  if (body.tipoDocumento !== 'dni' && body.tipoDocumento !== 'nie') throw new AppError(Status.IdMustBeDniNie);
  const documentNumber = normaliseDni(body.documento);
  const email = body.email.trim();
  const passwordHash = await hashPassword(body.password);

  const repo = createRegistrationRepository(db);
  await repo.lockIdentity(institutionId, email, documentNumber);
  if (await repo.candidateAccountWithEmail(institutionId, email)) throw new AppError(Status.UserEmailAlreadyRegistered);
  if (await repo.cvWithEmail(institutionId, email)) throw new AppError(Status.EmailRegistered);
  if (await repo.candidateAccountWithDocument(institutionId, documentNumber)) throw new AppError(Status.IdAlreadyRegistered);
  const user = await repo.insert({
    institutionId,
    email,
    documentNumber,
    documentType: body.tipoDocumento === 'nie' ? 'nie' : 'dni',
    firstName: body.nombre,
    lastName: body.apellidos,
    passwordHash,
    language,
    communicationLanguageId: languageId(language),
    // Ticking the privacy checkbox of the form is the acceptance of the text in force.
    rgpdVersion: await repo.currentRgpdVersion(institutionId),
    activeSearch: brand.flags.BornActive,
    at: deps.now,
  });

  await recordAudit(db, { institutionId, userId: user.id }, { entity: 'candidate', entityId: user.id, action: 'register' });
  const datos = await deps.auth.issue(user, institutionId, undefined, db);
  const mensaje = brand.customMessages.registro?.[language];
  return mensaje === undefined ? { datos } : { datos, mensaje };
}
