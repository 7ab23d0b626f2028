import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@portal/shared';

/** The interface language of a call: `?idioma=`, else Accept-Language, else the institution's default. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.idioma;
  if (typeof query === 'string' && isLanguage(query)) return query;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return request.institution.brand.languagebydefault;
}
