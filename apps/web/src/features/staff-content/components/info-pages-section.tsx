import { useState } from 'react';
import { INFO_PAGE_TEXT_MAX, INFO_PAGE_TITLE_MAX, type StaffInfoPage } from '@portal/shared';
import { PageMarkup } from '@/components/page-markup/page-markup';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, TextAreaField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useInfoPages, useSaveInfoPage } from '../api/info-pages';
import { ContentForm, LanguageFieldsets, useDraft, useSaveFieldErrors } from './content-form';

const textsOf = (page: StaffInfoPage) => ({
  tituloEs: page.tituloEs,
  tituloCa: page.tituloCa,
  tituloEn: page.tituloEn,
  textoEs: page.textoEs,
  textoCa: page.textoCa,
  textoEn: page.textoEn,
});

/** One page: its state, title and text per language (restricted markup, with a preview), and whether it is published. */
function InfoPageEditor({ page, onDone }: { page: StaffInfoPage; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const save = useSaveInfoPage();
  const errorOf = useSaveFieldErrors(save);
  const { draft, setDraft, set } = useDraft(textsOf(page));
  const [published, setPublished] = useState(page.publicada);
  const [preview, setPreview] = useState(false);
  const name = t(`content.pages.names.${page.pagina}`);
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <ContentForm
      title={name}
      save={save}
      saveLabel={published ? t('content.pages.savePublished') : t('content.pages.saveDraft')}
      onSubmit={() =>
        save.mutate(
          { pagina: page.pagina, ...draft, publicada: published },
          { onSuccess: (saved) => onDone(t(saved.publicada ? 'content.pages.savedPublished' : 'content.pages.savedDraft', { page: name })) },
        )
      }
      onCancel={() => {
        save.reset();
        setDraft(textsOf(page));
        setPublished(page.publicada);
      }}
    >
      <p>
        <span className={`bo-badge ${page.publicada ? 'bo-badge--publicada' : 'bo-badge--pendiente'}`}>{t(page.publicada ? 'content.pages.published' : 'content.pages.draft')}</span>{' '}
        <span className="bo-table__sub">
          {page.fechaPublicacion ? t('content.pages.publishedOn', { date: date(page.fechaPublicacion) }) : page.fechaModificacion ? t('content.pages.editedOn', { date: date(page.fechaModificacion) }) : t('content.pages.never')}
        </span>
      </p>
      <p className="muted">{t('content.pages.markupHint')}</p>
      <LanguageFieldsets>
        {(suffix) => (
          <>
            <InputField label={t('content.pages.title')} maxLength={INFO_PAGE_TITLE_MAX} value={draft[`titulo${suffix}`]} onChange={set(`titulo${suffix}`)} error={errorOf(`titulo${suffix}`)} />
            <TextAreaField
              label={t('content.pages.text')}
              rows={8}
              maxLength={INFO_PAGE_TEXT_MAX}
              length={draft[`texto${suffix}`].length}
              value={draft[`texto${suffix}`]}
              onChange={set(`texto${suffix}`)}
              error={errorOf(`texto${suffix}`)}
            />
          </>
        )}
      </LanguageFieldsets>
      <CheckboxField label={t('content.pages.publish')} hint={t('content.pages.publishHint')} checked={published} onChange={(event) => setPublished(event.target.checked)} />
      <button type="button" className="link-button" aria-expanded={preview} onClick={() => setPreview(!preview)}>
        {t(preview ? 'content.pages.hidePreview' : 'content.pages.showPreview')}
      </button>
      {preview && (
        <div className="card content-page-preview" aria-label={t('content.pages.preview')} role="region">
          <h4>{draft.tituloEs}</h4>
          <PageMarkup source={draft.textoEs} headingLevel={3} />
        </div>
      )}
    </ContentForm>
  );
}

/** The information pages (career guidance; help where the brand has it): what candidates read at /orientacion-laboral and /ayuda. */
export function InfoPagesSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const pages = useInfoPages();
  return (
    <section className="card" aria-labelledby="content-pages">
      <h2 id="content-pages">{t('content.pages.title_plural')}</h2>
      <p className="muted">{t('content.pages.intro')}</p>
      {pages.isError ? (
        <ApiErrorAlert error={pages.error} />
      ) : pages.isPending ? (
        <Loading label={t('loading')} />
      ) : (
        pages.data.map((page) => <InfoPageEditor key={`${page.pagina}-${page.fechaModificacion ?? 'new'}`} page={page} onDone={onDone} />)
      )}
    </section>
  );
}
