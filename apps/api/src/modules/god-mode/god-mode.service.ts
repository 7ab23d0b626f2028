import type { GodModePass } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { GodModePasses } from '../../lib/god-mode-pass.ts';
import { SETTING_KEYS, type InstitutionSettingsOverrides } from '../../lib/institution-settings.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { saveSetting } from '../staff-settings/index.ts';

/** A pass for the staff member's own institution; the change log keeps who made one and until when it works. */
export async function createPass(db: DbHandle, actor: Actor, passes: GodModePasses): Promise<GodModePass> {
  const { pass, expiresAt } = passes.create(actor.institutionId, actor.userId);
  const caduca = expiresAt.toISOString();
  await recordAudit(db, actor, { entity: 'setting', entityId: null, action: 'createGodModePass', from: null, to: caduca });
  return { pase: pass, caduca };
}

/** /gma2019's check of a pass before the browser keeps it: the same check the maintenance hook makes. */
export function checkPass(passes: GodModePasses, pass: string, institutionId: string, settings: Readonly<InstitutionSettingsOverrides>): { caduca: string } {
  const result = passes.check(pass, institutionId, settings.godModeWithdrawnUntil);
  if (!result.ok) throw new AppError(result.status);
  return { caduca: new Date(result.claims.expiresAt * 1000).toISOString() };
}

/** Every pass issued until now stops working at the next request of every process (the settings' version moves). */
export async function withdrawPasses(db: DbHandle, actor: Actor, now: Date): Promise<{ retiradosHasta: string }> {
  const until = Math.ceil(now.getTime() / 1000);
  const retiradosHasta = new Date(until * 1000).toISOString();
  await saveSetting(db, actor.institutionId, SETTING_KEYS.godModeWithdrawn, until, actor.userId);
  await recordAudit(db, actor, { entity: 'setting', entityId: null, action: 'withdrawGodModePasses', from: null, to: retiradosHasta });
  return { retiradosHasta };
}
