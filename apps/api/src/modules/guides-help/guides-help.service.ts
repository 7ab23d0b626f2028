import { INFO_PAGES, Status, type BrandFlags, type InfoPage, type InfoPageName, type StaffInfoPage, type infoPageBody } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle, Visitor } from '../../lib/request-context.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { presentPage, presentStaffPage } from './guides-help.presenter.ts';
import * as repo from './guides-help.repository.ts';

type PageInput = z.output<typeof infoPageBody>;

/** The help page exists only where the brand has it (hashelp); career guidance everywhere. */
const brandHas = (flags: BrandFlags, page: InfoPageName) => page !== 'ayuda' || flags.hashelp;

/** A candidate's page: null while a draft or never written; 48 for help on a brand without it. */
export async function page(db: DbHandle, visitor: Visitor, name: InfoPageName): Promise<InfoPage | null> {
  if (!brandHas(visitor.brand.flags, name)) throw new AppError(Status.ActionNotAllowed);
  const row = await repo.findPage(db, visitor.institutionId, name);
  return row?.published_at ? presentPage({ ...row, published_at: row.published_at }, visitor.language) : null;
}

/** The pages of the staff's brand, in a fixed order, written or not. */
export async function staffPages(db: DbHandle, visitor: Visitor): Promise<StaffInfoPage[]> {
  const rows = await repo.listPages(db, visitor.institutionId);
  return INFO_PAGES.filter((name) => brandHas(visitor.brand.flags, name)).map((name) => presentStaffPage(name, rows.find((row) => row.page === name)));
}

const REQUIRED_TO_PUBLISH = ['tituloEs', 'tituloCa', 'tituloEn', 'textoEs', 'textoCa', 'textoEn'] as const;

/**
 * Saves a page as a draft or published. Publishing needs every title and text (649, naming the empty fields); a
 * published page stays published from its first publication date until it is taken back to draft.
 */
export async function savePage(db: DbHandle, actor: Actor, input: PageInput, now: Date): Promise<StaffInfoPage> {
  if (!brandHas(actor.brand.flags, input.pagina)) throw new AppError(Status.ActionNotAllowed);
  if (input.publicada) {
    const missing = REQUIRED_TO_PUBLISH.filter((field) => !input[field]);
    if (missing.length > 0) {
      throw new AppError(Status.InfoPageIncomplete, { datos: { errores: missing.map((campo) => ({ campo, codigo: Status.InfoPageIncomplete, clave: 'required' })) } });
    }
  }
  const before = await repo.findPage(db, actor.institutionId, input.pagina);
  const wasPublished = before?.published_at != null;
  await repo.upsertPage(
    db,
    actor.institutionId,
    input.pagina,
    {
      title_es: input.tituloEs ?? '',
      title_ca: input.tituloCa ?? '',
      title_en: input.tituloEn ?? '',
      body_es: input.textoEs ?? '',
      body_ca: input.textoCa ?? '',
      body_en: input.textoEn ?? '',
      published_at: input.publicada ? (before?.published_at ?? now) : null,
    },
    now,
  );
  const saved = (await repo.findPage(db, actor.institutionId, input.pagina)) as repo.InfoPageRow;
  const state = (published: boolean) => (published ? 'published' : 'draft');
  await recordAudit(db, actor, {
    entity: 'content',
    entityId: saved.id,
    action: input.publicada === wasPublished ? 'editInfoPage' : input.publicada ? 'publishInfoPage' : 'unpublishInfoPage',
    from: before ? `${input.pagina}: ${before.title_es} (${state(wasPublished)})` : null,
    to: `${input.pagina}: ${saved.title_es} (${state(input.publicada)})`,
  });
  return presentStaffPage(input.pagina, saved);
}
