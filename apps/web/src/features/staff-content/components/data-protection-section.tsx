import { useState, type FormEvent } from 'react';
import { DATA_PROTECTION_TEXT_MAX, type DataProtectionText } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDataProtection, usePublishDataProtection } from '../api/content';
import { useDraft } from './content-form';

function Editor({ current, onDone }: { current: DataProtectionText; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const publish = usePublishDataProtection();
  const { draft: texts, set } = useDraft({ textoEs: current.textoEs, textoCa: current.textoCa, textoEn: current.textoEn });
  const [asking, setAsking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  return (
    <form onSubmit={submit}>
      <p>
        {current.version === 0
          ? t('content.rgpd.none')
          : t('content.rgpd.version', { version: current.version, date: current.fecha ? new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(current.fecha)) : '' })}
        {current.version > 0 && <span className="bo-table__sub">{t('content.rgpd.accepted', { accepted: current.aceptadoPor, users: current.usuarios })}</span>}
      </p>
      <p className="muted">{t('content.rgpd.intro')}</p>
      {(['textoEs', 'textoCa', 'textoEn'] as const).map((key) => (
        <TextAreaField
          key={key}
          label={t(`content.rgpd.${key === 'textoEs' ? 'textEs' : key === 'textoCa' ? 'textCa' : 'textEn'}`)}
          required
          rows={5}
          maxLength={DATA_PROTECTION_TEXT_MAX}
          length={texts[key].length}
          value={texts[key]}
          onChange={set(key)}
        />
      ))}
      {publish.error && !asking ? <ApiErrorAlert error={publish.error} /> : null}
      <div className="bo-actions bo-actions--spaced">
        <button type="submit" className="button button--primary" disabled={publish.isPending}>
          {t('content.rgpd.publish')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('content.rgpd.confirmTitle')}
        confirmLabel={t('content.rgpd.publish')}
        busy={publish.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          publish.mutate(texts, {
            onSuccess: (datos) => {
              setAsking(false);
              onDone(t('content.rgpd.published', { version: datos.version }));
            },
          })
        }
      >
        <p>{t('content.rgpd.confirmText')}</p>
        {publish.error ? <ApiErrorAlert error={publish.error} /> : null}
      </ConfirmDialog>
    </form>
  );
}

export function DataProtectionSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const text = useDataProtection();
  return (
    <section className="card" aria-labelledby="content-rgpd">
      <h2 id="content-rgpd">{t('content.rgpd.title')}</h2>
      {text.isError ? <ApiErrorAlert error={text.error} /> : text.isPending ? <Loading label={t('loading')} /> : <Editor key={text.data.version} current={text.data} onDone={onDone} />}
    </section>
  );
}
