import { useTranslation } from '@/lib/i18n';
import type { Language } from '@portal/shared';
import { formatCalendarDate } from '../utils/dates';
import './data-list.css';

export interface DataItem {
  label: string;
  value: string | null;
  kind?: 'date';
}

/** The view mode of a form section: each label with its value, "Not given" for the empty ones. */
export function DataList({ items, language }: { items: readonly DataItem[]; language: Language }) {
  const { t } = useTranslation('cv');
  return (
    <dl className="cv-data">
      {items.map((item) => {
        const value = item.kind === 'date' ? formatCalendarDate(item.value, language) : item.value;
        return (
          <div key={item.label} className="cv-data__row">
            <dt>{item.label}</dt>
            <dd className={value ? undefined : 'muted'}>{value || t('common.notGiven')}</dd>
          </div>
        );
      })}
    </dl>
  );
}
