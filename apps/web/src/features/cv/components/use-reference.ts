import { useMemo } from 'react';
import type { DomainItem } from '@portal/shared';
import { useDomains, type Domains } from '../api/get-domains';
import type { SelectOption } from './form-fields';

/** Options of a reference list for a <select>: ids as strings, the list's own order. */
export function toOptions(items: readonly { id: number; nombre: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.nombre }));
}

/** One reference list of /api/Dominios/dominios (empty while it loads). */
export function useDomainList(key: keyof Domains): readonly DomainItem[] {
  const domains = useDomains();
  return useMemo(() => domains.data?.[key] ?? [], [domains.data, key]);
}

/** The same list sorted by label in the current language, for long lists people search by name. */
export function useSortedDomainList(key: keyof Domains, language: string): readonly DomainItem[] {
  const list = useDomainList(key);
  return useMemo(() => [...list].sort((a, b) => a.nombre.localeCompare(b.nombre, language)), [list, language]);
}
