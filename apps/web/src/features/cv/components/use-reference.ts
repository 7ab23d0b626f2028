import type { SelectOption } from '@/components/ui/form-fields';

/** Options of a reference list for a <select>: ids as strings, the list's own order. */
export function toOptions(items: readonly { id: number; nombre: string }[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.nombre }));
}
