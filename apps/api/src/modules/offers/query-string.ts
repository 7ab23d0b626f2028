import type { z } from 'zod';
import { Status, toFieldErrors } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * Parses a call's query string with its contract schema. The contract's call definitions carry body and path
 * schemas only, so GET filters are checked here, with the same answer a bad body gets: the first field's code
 * and every offending field in `datos.errores`, each named `query.<field>`.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const errores = toFieldErrors(result.error).map((e) => ({ ...e, campo: `query.${e.campo}` }));
  throw new AppError(errores[0]?.codigo ?? Status.MissingMandatoryData, { datos: { errores } });
}
