import { Status, type ValidationFieldError } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { Scope } from '../../lib/scoped.ts';
import type { CatalogName } from './catalog-names.ts';
import { createCatalogRepository } from './catalog.repository.ts';

type MaybeId = number | null | undefined;

/** One field of a payload that names rows of a reference list. */
export interface CatalogField {
  campo: string;
  catalog: CatalogName;
  ids: readonly MaybeId[] | MaybeId;
}

const idsOf = (ids: CatalogField['ids']): number[] =>
  (Array.isArray(ids) ? ids : [ids]).filter((id): id is number => typeof id === 'number');

function group(fields: readonly CatalogField[]): Map<CatalogName, number[]> {
  const wanted = new Map<CatalogName, number[]>();
  for (const field of fields) wanted.set(field.catalog, [...(wanted.get(field.catalog) ?? []), ...idsOf(field.ids)]);
  return wanted;
}

/**
 * Refuses a payload naming a row that the institution's reference lists do not have: code 15, with every such
 * field in `datos.errores`, before anything is written.
 */
export async function assertCatalogIds(db: DbHandle, institution: Scope, fields: readonly CatalogField[]): Promise<void> {
  const found = await createCatalogRepository(db).find(institution, group(fields), 'es');
  const known = new Set(found.map((item) => `${item.catalog}:${item.id}`));
  const errores: ValidationFieldError[] = fields
    .filter((field) => idsOf(field.ids).some((id) => !known.has(`${field.catalog}:${id}`)))
    .map((field) => ({ campo: field.campo, codigo: Status.MissingMandatoryData, clave: 'malformed' }));
  if (errores.length > 0) throw new AppError(Status.MissingMandatoryData, { datos: { errores } });
}

/** Programmes are never deleted: the service deactivates one (extra.active = false) to stop offering it. */
export const isProgrammeActive = (extra: Readonly<Record<string, unknown>> | null | undefined): boolean => extra?.active !== false;

/** Naming a deactivated programme: the catalogue's "programme not found" (63), on the field that names it. */
export const inactiveProgramme = (campo: string): AppError =>
  new AppError(Status.ProgrammeNotFound, { datos: { errores: [{ campo, codigo: Status.ProgrammeNotFound, clave: 'malformed' }] } });

/**
 * Refuses a deactivated programme (63 on the field); an unknown one is left to assertCatalogIds (15). `kept` is
 * the programme a record already had: keeping it on an edit is no new use of it.
 */
export async function assertProgrammeActive(db: DbHandle, institution: Scope, campo: string, id: MaybeId, kept?: MaybeId): Promise<void> {
  if (typeof id !== 'number' || id === kept) return;
  const [programme] = await createCatalogRepository(db).find(institution, new Map([['programmes', [id]]]), 'es');
  if (programme && !isProgrammeActive(programme.extra)) throw inactiveProgramme(campo);
}
