import { COMPANY_PROCESS_ORDERS, type CompanyCandidateQuery, type CompanyProcessOrder } from '@portal/shared';

/** The parameters that make a process list what it is (not its page): a candidate page keeps them for its previous and next. */
const LIST_PARAMS = ['estado', 'noLeidos', 'texto', 'orden'] as const;

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export const isProcessOrder = (value: string | null): value is CompanyProcessOrder => COMPANY_PROCESS_ORDERS.includes(value as CompanyProcessOrder);

/** The list's filters and order read from the URL. */
export function listQuery(params: URLSearchParams): CompanyCandidateQuery {
  const orden = params.get('orden');
  return {
    estado: positive(params.get('estado')),
    noLeidos: params.get('noLeidos') === 'true' || undefined,
    texto: params.get('texto') || undefined,
    orden: isProcessOrder(orden) ? orden : undefined,
  };
}

/** `?estado=…&orden=…` of the list, for a link to a candidate that must remember it ('' without any). */
export function listSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
