import type { FastifyInstance } from 'fastify';
import { Status, findControlCharacters } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';

/**
 * The shared rule against control characters, applied to every route's path parameters, query string and JSON
 * body before validation: the shared text schemas already refuse them, this also covers fields a call's schema
 * declares as a plain string and routes outside the contract helper. Bodies may hold line breaks and tabs.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const sources = [
      { prefix: 'params', value: request.params, multiline: false },
      { prefix: 'querystring', value: request.query, multiline: false },
      { prefix: '', value: request.body, multiline: true },
    ];
    for (const { prefix, value, multiline } of sources) {
      const field = findControlCharacters(value, { multiline });
      if (field === undefined) continue;
      const campo = [prefix, field].filter(Boolean).join('.');
      throw new AppError(Status.MissingMandatoryData, {
        datos: { errores: [{ campo, codigo: Status.MissingMandatoryData, clave: 'controlCharacters' }] },
      });
    }
  });
}
