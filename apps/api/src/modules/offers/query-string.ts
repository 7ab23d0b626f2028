import type { z } from 'zod';
import { Status, toFieldErrors } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * The typed query of a call. The route has already validated it with the contract's schema (the call declares
 * `query`), so this only reads it with its type; should a route ever be called without that validation, a bad
 * query still gets the answer a bad body gets: the first field's code and every field in `datos.errores`.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const errores = toFieldErrors(result.error).map((e) => ({ ...e, campo: `querystring.${e.campo}` }));
  throw new AppError(errores[0]?.codigo ?? Status.MissingMandatoryData, { datos: { errores } });
}
