import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import type { Language, OfferModality, OfferTypeName } from '@portal/shared';
import type { FilterOptions } from '../api/get-filter-options';
import type { FilterKey } from '../utils/filters';
import { formatEuros } from '@/lib/offer-format';
import { useDomains, type DomainKey } from '@/lib/reference-data';
import { offersQueryKeys } from '../query-keys';

const ID_OPTIONS = {
  provincia: 'provincias',
  titulacion: 'titulaciones',
  areaTitulacion: 'areasTitulaciones',
  contrato: 'contratos',
} as const satisfies Partial<Record<FilterKey, keyof FilterOptions>>;

/** The full reference list each id filter names its values from. */
const DOMAIN_OF = {
  provincia: 'provincias',
  titulacion: 'titulaciones',
  areaTitulacion: 'areasTitulaciones',
  contrato: 'tiposContrato',
} as const satisfies Record<keyof typeof ID_OPTIONS, DomainKey>;

/**
 * How a chosen filter value reads: the name of an id, the amount of a salary, the text of a modality. Names come
 * from the full reference lists (never from the filtered list, which may no longer hold the chosen id), then from
 * any filter options loaded in this session (degrees of the institution the lists may not hold).
 */
export function useFilterLabels(tipo: OfferTypeName, language: Language) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const domains = useDomains();
  return (key: FilterKey, value: unknown): string => {
    const text = String(value);
    if (key === 'salarioMin') return t('filters.fromAmount', { amount: formatEuros(Number(value), language) });
    if (key === 'modalidad') return t(`modality.${value as OfferModality}`);
    if (key in ID_OPTIONS) {
      const named = domains.data?.[DOMAIN_OF[key as keyof typeof DOMAIN_OF]].find((item) => String(item.id) === text);
      if (named) return named.nombre;
      const kind = ID_OPTIONS[key as keyof typeof ID_OPTIONS];
      for (const [, seen] of queryClient.getQueriesData<FilterOptions>({ queryKey: offersQueryKeys.filterOptionsOf(tipo, language) })) {
        const found = seen?.[kind].find((item) => String(item.id) === text);
        if (found) return found.nombre;
      }
    }
    return text;
  };
}
