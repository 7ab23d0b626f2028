import { catalogue, type StatusCode } from '@portal/shared';

/**
 * The one error type services throw: a catalogue code, optional payload (e.g. datos.errores or
 * datos.documentacionNecesaria) and optional server message. The error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly status: StatusCode;
  readonly datos?: unknown;
  readonly mensaje?: string;

  constructor(status: StatusCode, options: { datos?: unknown; mensaje?: string } = {}) {
    super(options.mensaje ?? `status ${status}`);
    this.name = 'AppError';
    this.status = status;
    this.datos = options.datos;
    this.mensaje = options.mensaje;
  }

  get httpStatus(): number {
    return catalogue[this.status]?.httpStatus ?? 400;
  }
}
