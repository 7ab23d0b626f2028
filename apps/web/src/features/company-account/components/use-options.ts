import { COMPANY_TYPE_IDS, CONTACT_TYPE_IDS, forumYears } from '@portal/shared';
import type { SelectOption } from '@/components/ui/form-fields';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';

/** Select options of the company forms: reference lists by name, the portal's own lists in the current language. */
export function useCompanyOptions() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const asOptions = (items: readonly { id: number; nombre: string }[]): SelectOption[] => items.map((item) => ({ value: String(item.id), label: item.nombre }));
  return {
    sectors: asOptions(useSortedDomainList('sectores', language)),
    countries: asOptions(useSortedDomainList('paises', language)),
    provinces: asOptions(useSortedDomainList('provincias', language)),
    companyTypes: COMPANY_TYPE_IDS.map((id) => ({ value: String(id), label: t(`companyTypes.${id}`) })),
    contactTypes: CONTACT_TYPE_IDS.map((id) => ({ value: String(id), label: t(`contactTypes.${id}`) })),
    forumYears: forumYears().map((year) => ({ value: String(year), label: String(year) })),
  };
}
