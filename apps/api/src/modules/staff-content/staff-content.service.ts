import { Status, type DataProtectionText, type StaffCommunication } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import * as repo from './staff-content.repository.ts';

const present = (row: repo.CommunicationRow): StaffCommunication => ({
  id: row.id,
  destinatarios: row.audience,
  desde: row.date_from,
  hasta: row.date_to,
  textoCa: row.description_ca,
  textoEs: row.description_es,
  textoEn: row.description_en,
  enlace: row.link,
});

export async function communications(db: DbHandle, actor: Actor): Promise<StaffCommunication[]> {
  return (await repo.listCommunications(db, actor.institutionId)).map(present);
}

export async function saveCommunication(
  db: DbHandle,
  actor: Actor,
  input: { id?: number | undefined; destinatarios: 'Alumno' | 'Empresa' | 'all'; desde: string; hasta?: string | undefined; textoCa?: string | undefined; textoEs: string; textoEn?: string | undefined; enlace?: string | undefined },
): Promise<StaffCommunication> {
  const data: repo.CommunicationData = {
    audience: input.destinatarios,
    date_from: input.desde,
    date_to: input.hasta ?? null,
    // A language left empty is stored empty and read in Spanish (inContentLanguage), never copied: a later edit of
    // the Spanish text then reaches every reader without a translation.
    description_ca: input.textoCa ?? '',
    description_es: input.textoEs,
    description_en: input.textoEn ?? '',
    link: input.enlace ?? null,
  };
  let id = input.id;
  let before: repo.CommunicationRow | undefined;
  if (id === undefined) {
    id = await repo.insertCommunication(db, actor.institutionId, data);
  } else {
    // Another institution's communication is "not found", as an unknown one.
    before = await repo.findCommunication(db, actor.institutionId, id);
    if (!before) throw new AppError(Status.NotFound);
    await repo.updateCommunication(db, actor.institutionId, id, data);
  }
  const saved = (await repo.findCommunication(db, actor.institutionId, id)) as repo.CommunicationRow;
  await recordAudit(db, actor, {
    entity: 'content',
    entityId: id,
    action: before ? 'editCommunication' : 'createCommunication',
    from: before ? `${before.audience} ${before.date_from}–${before.date_to ?? ''}: ${before.description_es}` : null,
    to: `${saved.audience} ${saved.date_from}–${saved.date_to ?? ''}: ${saved.description_es}`,
  });
  return present(saved);
}

export async function deleteCommunication(db: DbHandle, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await repo.findCommunication(db, actor.institutionId, id);
  if (!before) throw new AppError(Status.NotFound);
  await repo.deleteCommunication(db, actor.institutionId, id);
  await recordAudit(db, actor, { entity: 'content', entityId: id, action: 'deleteCommunication', from: `${before.audience}: ${before.description_es}` });
  return { id };
}

export async function dataProtection(db: DbHandle, actor: Actor): Promise<DataProtectionText> {
  const text = await repo.currentDataProtection(db, actor.institutionId);
  const version = text?.version ?? 0;
  const counts = await repo.acceptanceCounts(db, actor.institutionId, version);
  return {
    version,
    fecha: text ? text.published_at.toISOString() : null,
    textoCa: text?.text_ca ?? '',
    textoEs: text?.text_es ?? '',
    textoEn: text?.text_en ?? '',
    aceptadoPor: version === 0 ? 0 : counts.accepted,
    usuarios: counts.users,
  };
}

/**
 * A new version: the session step compares each user's accepted version with the latest, so every candidate and
 * company contact is asked again at their next login (tokens already issued keep working until they end).
 */
export async function publishDataProtection(db: DbHandle, actor: Actor, input: { textoCa: string; textoEs: string; textoEn: string }): Promise<DataProtectionText> {
  const current = await repo.currentDataProtection(db, actor.institutionId);
  const version = (current?.version ?? 0) + 1;
  await repo.insertDataProtection(db, actor.institutionId, version, { ca: input.textoCa, es: input.textoEs, en: input.textoEn });
  await recordAudit(db, actor, { entity: 'content', entityId: null, action: 'publishDataProtection', from: String(current?.version ?? 0), to: String(version) });
  return dataProtection(db, actor);
}
