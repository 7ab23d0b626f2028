import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Status, catalogue, validationKeyToStatus, type StatusCode } from '@portal/shared';
import { AppError } from '../lib/app-error.ts';
import { OUTAGE_RETRY_AFTER_SECONDS, type DatabaseOutage } from '../lib/database-outage.ts';

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

/** Errors the router raises before any route or error handler runs (Fastify's `frameworkErrors`). */
const ROUTER_CODES: Record<string, { http: number; status: StatusCode }> = {
  // A path that is not valid percent-encoding (`/api/Alumno/fichero/%ZZ`).
  FST_ERR_BAD_URL: { http: 400, status: Status.MalformedBody },
  // A path parameter longer than the router's maxParamLength: no call of the contract takes one that long.
  FST_ERR_MAX_PARAM_LENGTH: { http: 414, status: Status.MalformedBody },
};

/** Passed to Fastify as `frameworkErrors`, so router failures answer the envelope like everything else. */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const mapped = (error.code && ROUTER_CODES[error.code]) || { http: 400, status: Status.MalformedBody };
  void send(reply, mapped.http, { status: mapped.status });
}

/** Node's HTTP parser status for a failure it raises before Fastify sees the request. */
const PARSER_HTTP: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_URI_TOO_LONG: 414,
};

/**
 * Passed to Fastify as `clientErrorHandler`: a request Node's HTTP parser refuses (oversized headers, broken
 * framing) never reaches a route, so the envelope is written on the socket by hand.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A client that went away needs no answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const http = PARSER_HTTP[error.code ?? ''] ?? 400;
  const status = http === 431 ? Status.PayloadTooLarge : Status.MalformedBody;
  const body = JSON.stringify({ status });
  const reason = http === 431 ? 'Request Header Fields Too Large' : http === 414 ? 'URI Too Long' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${http} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function send(reply: FastifyReply, status: number, body: { status: number; datos?: unknown; mensaje?: string }) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One place that turns every failure into the envelope; a 5xx never shows its cause to the caller. An unreachable
 * database (`outage`) is no bug of the call: a retryable 503 with Retry-After, logged once per outage by `outage`.
 */
export function registerErrorHandling(app: FastifyInstance, outage?: DatabaseOutage): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
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
    if (outage?.failed(error)) {
      return send(reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)), 503, { status: Status.ServiceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { status: Status.GeneralError });
  });
}
