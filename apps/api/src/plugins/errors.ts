import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status, catalogue, validationKeyToStatus, type StatusCode } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';

interface FieldIssue {
  campo: string;
  codigo: number;
  clave: string;
}

/** Fastify's own errors for unusable requests, mapped to catalogue codes. */
const FASTIFY_CODES: Record<string, StatusCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: Status.PayloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: Status.UnsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: Status.MalformedBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: Status.MalformedBody,
  FST_ERR_CTP_INVALID_JSON_BODY: Status.MalformedBody,
};

function keyStatus(key: string): number {
  return (validationKeyToStatus as Record<string, number>)[key] ?? Status.MissingMandatoryData;
}

/** The shared schemas use validation keys as messages; zod's own messages (unexpected types) are mapped here. */
function issueKey(code: string, message: string): string {
  if (message in validationKeyToStatus) return message;
  if (code === 'invalid_type' && message.includes('received undefined')) return 'required';
  return 'malformed';
}

function toFieldIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const prefix = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
  return error.validation.map((v) => {
    const clave = issueKey(v.keyword, v.message ?? '');
    return { campo: prefix + v.instancePath.replace(/^\//, '').replaceAll('/', '.'), codigo: keyStatus(clave), clave };
  });
}

function send(reply: FastifyReply, status: number, body: { status: number; datos?: unknown; mensaje?: string }) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** One place that turns every failure into the envelope; a 5xx never shows its cause to the caller. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.httpStatus, { status: error.status, datos: error.datos, mensaje: error.mensaje });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errores = toFieldIssues(error);
      const status = errores[0]?.codigo ?? Status.MissingMandatoryData;
      return send(reply, 400, { status, datos: { errores } });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped !== undefined) {
      return send(reply, catalogue[mapped].httpStatus, { status: mapped });
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code?.startsWith('FST_ERR_VALIDATION'))) {
      return send(reply, 400, { status: Status.MalformedBody });
    }
    if (error.statusCode === 429) {
      return send(reply, 429, { status: Status.TooManyAttempts });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { status: Status.GeneralError });
  });
}
