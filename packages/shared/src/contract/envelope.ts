import { z } from 'zod';

/** Every response body: status 0 is success, any other value a code of the catalogue. */
export interface Envelope<T = unknown> {
  status: number;
  datos?: T;
  mensaje?: string;
}

export interface FieldError {
  campo: string;
  codigo: number;
  clave: string;
}

export const envelopeSchema = <T extends z.ZodType>(datos: T) =>
  z.object({ status: z.number(), datos: datos.optional(), mensaje: z.string().optional() });
