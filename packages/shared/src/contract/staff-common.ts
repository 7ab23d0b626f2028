import { z } from 'zod';
import { zDecimal, zOptional, zRequiredText } from '../validation/schemas.ts';
import { ID_MAX } from '../validation/limits.ts';

/** Pieces every back-office call shares: list pages, ids in bodies, the reason a refusal carries. */

export const STAFF_PAGE_SIZE = 25;

/** An id in a body, a path or a query string: a whole number of an `integer` column (1..2^31-1). */
export const zId = zDecimal.pipe(z.number().int('integer').positive('range').max(ID_MAX, 'range'));

/** An optional id filter of a list (`?idEmpresa=`); blank means no filter. */
export const zIdFilter = zOptional(zId);

/** `?pagina=` of a back-office list, from 1. */
export const zPage = zOptional(z.coerce.number().int('integer').min(1, 'range').max(100_000, 'range'));

/** `?texto=` free-text filter (name, e-mail, CIF...). */
export const zSearchText = zOptional(z.string().trim().max(150, 'maxLength'));

/** A refusal, a block or a send-back always says why (3-1000 characters): the reason reaches the other party. */
export const zReason = zRequiredText(3, 1000);

/**
 * How a queue is read: `antiguas` puts whoever has waited longest first (the default of a queue's own tab),
 * `recientes` the newest first (the default of the other tabs). Staff triage by waiting time.
 */
export const QUEUE_ORDERS = ['antiguas', 'recientes'] as const;
export type QueueOrder = (typeof QUEUE_ORDERS)[number];
export const zQueueOrder = zOptional(z.enum(QUEUE_ORDERS, { error: 'malformed' }));

export const dateText = z.string().describe('dd/mm/yyyy');
export const dateTimeText = z.string().describe('ISO 8601 instant');

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().describe('Rows matching the filters, all pages'),
    pagina: z.number(),
    porPagina: z.number(),
    items: z.array(item),
  });
