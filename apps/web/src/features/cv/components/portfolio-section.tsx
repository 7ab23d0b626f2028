import { useTranslation } from '@/lib/i18n';
import { portfolioBody, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useEditPortfolio } from '../api/edit-portfolio';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { InputField } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

/** A portfolio or professional-network link; a LinkedIn address must be a profile's (linkedin.com/in/...). */
export function PortfolioSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const editor = useEditor<true>();
  return (
    <CvSection
      id="cv-portfolio"
      title={t('sections.portfolio')}
      summary={cv.enlacePortfolio ? undefined : t('common.notGiven')}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={t('sections.portfolio')} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <PortfolioForm link={cv.enlacePortfolio ?? ''} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : cv.enlacePortfolio ? (
        <p className="cv-value">
          <a href={cv.enlacePortfolio} target="_blank" rel="noopener noreferrer" className="cv-link-break">
            {cv.enlacePortfolio}
            <span className="visually-hidden"> ({t('common.newTab')})</span>
          </a>
        </p>
      ) : (
        <p className="muted">{t('portfolio.empty')}</p>
      )}
    </CvSection>
  );
}

function PortfolioForm({ link, formRef, onDone }: { link: string; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const save = useEditPortfolio();
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(portfolioBody, {
    defaultValues: { enlace: link },
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => onDone(true), onError: (failure) => markServerErrors(failure) }),
  );
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <InputField
        label={t('portfolio.label')}
        hint={t('portfolio.hint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        error={errorText(errors.enlace)}
        {...register('enlace')}
      />
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
