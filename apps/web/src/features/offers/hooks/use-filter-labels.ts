import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, OfferModality, OfferTypeName } from '@portal/shared';
import type { FilterOptions } from '../api/get-filter-options';
import type { FilterKey } from '../utils/filters';
import { formatEuros } from '@/lib/offer-format';
import { offersKeys } from '@/lib/query-keys';

const ID_OPTIONS = {
  provincia: 'provincias',
  titulacion: 'titulaciones',
  areaTitulacion: 'areasTitulaciones',
  contrato: 'contratos',
} as const satisfies Partial<Record<FilterKey, keyof FilterOptions>>;

/**
 * How a chosen filter value reads: the name of an id, the amount of a salary, the text of a modality. Names come
 * from any filter options loaded in this session, so a chosen id stays nameable when the filtered list no longer
 * holds it (no results).
 */
export function useFilterLabels(tipo: OfferTypeName, language: Language) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  return (key: FilterKey, value: unknown): string => {
    const text = String(value);
    if (key === 'salarioMin') return t('filters.fromAmount', { amount: formatEuros(Number(value), language) });
    if (key === 'modalidad') return t(`modality.${value as OfferModality}`);
    if (key in ID_OPTIONS) {
      const kind = ID_OPTIONS[key as keyof typeof ID_OPTIONS];
      for (const [, seen] of queryClient.getQueriesData<FilterOptions>({ queryKey: offersKeys.filterOptionsOf(tipo, language) })) {
        const found = seen?.[kind].find((item) => String(item.id) === text);
        if (found) return found.nombre;
      }
    }
    return text;
  };
}
