import { catalogue, type StatusCode } from '@portal/shared';

/**
 * The one error type services throw: a catalogue code, optional payload (e.g. datos.errores or
 * datos.documentacionNecesaria) and optional server message. The error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly status: StatusCode;
  readonly datos?: unknown;
  readonly mensaje?: string;
  /**
   * For a front-end notice of the 501-538 range (answered with 200) that a call uses as a refusal, e.g. 518
   * refusing an internship enrolment: the HTTP status of that refusal.
   */
  readonly refusalHttpStatus?: number;
  /** For a refusal over a rate limit (601): seconds until the caller may try again, sent as `Retry-After`. */
  readonly retryAfterSeconds?: number;

  constructor(status: StatusCode, options: { datos?: unknown; mensaje?: string; refusalHttpStatus?: number; retryAfterSeconds?: number } = {}) {
    super(options.mensaje ?? `status ${status}`);
    this.name = 'AppError';
    this.status = status;
    this.datos = options.datos;
    this.mensaje = options.mensaje;
    this.refusalHttpStatus = options.refusalHttpStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get httpStatus(): number {
    return this.refusalHttpStatus ?? catalogue[this.status]?.httpStatus ?? 400;
  }
}
