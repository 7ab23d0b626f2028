import { useId } from 'react';
import { foldText } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';

const split = (value: string) => value.split(',').map((tag) => tag.trim()).filter(Boolean);
const same = (a: string, b: string) => foldText(a) === foldText(b);

/**
 * The tags of the portal's list, offered beside the free-text tags field: a tag of the list reaches every candidate
 * in their own language (the offer keeps the text; the list names it in each language), while a tag typed by hand
 * is shown as typed, in Catalan and English too. Toggle buttons, so the field stays the one place a tag is edited.
 */
export function TagSuggestions({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const tags = useSortedDomainList('tagsInteres', language);
  const labelId = useId();
  const current = split(value);
  if (tags.length === 0) return null;
  const toggle = (name: string) => {
    const present = current.some((tag) => same(tag, name));
    onChange((present ? current.filter((tag) => !same(tag, name)) : [...current, name]).join(', '));
  };
  return (
    <div className="tag-suggestions" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="tag-suggestions__label">
        {t('tagSuggestions')}
      </p>
      <ul className="tag-suggestions__list">
        {tags.map((tag) => (
          <li key={tag.id}>
            <button type="button" className="tag-suggestions__tag" aria-pressed={current.some((c) => same(c, tag.nombre))} onClick={() => toggle(tag.nombre)}>
              {tag.nombre}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
