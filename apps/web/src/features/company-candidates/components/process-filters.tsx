import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CheckboxField, InputField } from '@/components/ui/form-fields';

export interface ProcessFilterValues {
  texto: string;
  noLeidos: boolean;
}

/** Text and unread filters of an offer's candidacies; the state is chosen with the tabs above. */
export function ProcessFilters({ values, onApply }: { values: ProcessFilterValues; onApply: (values: ProcessFilterValues) => void }) {
  const { t } = useTranslation('companyCandidates');
  const [text, setText] = useState(values.texto);
  const filtered = values.texto !== '' || values.noLeidos;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ texto: text.trim(), noLeidos: values.noLeidos });
  };

  return (
    <form className="bo-filters cc-filters" role="search" aria-label={t('process.filters')} onSubmit={submit}>
      <InputField label={t('process.text')} hint={t('process.textHint')} type="search" value={text} maxLength={150} onChange={(event) => setText(event.target.value)} />
      <CheckboxField
        label={t('process.unreadOnly')}
        checked={values.noLeidos}
        onChange={(event) => onApply({ texto: text.trim(), noLeidos: event.target.checked })}
      />
      <div className="cc-filters__buttons">
        <button type="submit" className="button button--primary">
          {t('process.search')}
        </button>
        {filtered && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setText('');
              onApply({ texto: '', noLeidos: false });
            }}
          >
            {t('process.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
