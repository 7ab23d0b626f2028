import { useTranslation } from '@/lib/i18n';
import { accountEmailBody, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { getSession, setSessionUser } from '@/lib/session';
import { useEditAccountEmail } from '../api/edit-account-email';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { InputField } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

/** The e-mail the candidate logs in with and gets notices at (editDatosEmail), apart from the CV's contact e-mails. */
export function AccountEmailSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const editor = useEditor<true>();
  return (
    <CvSection
      id="cv-correo-acceso"
      title={t('sections.accountEmail')}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={t('sections.accountEmail')} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <AccountEmailForm email={cv.email} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : (
        <>
          <p className="cv-value">{cv.email}</p>
          <p className="muted">{t('accountEmail.explain')}</p>
        </>
      )}
    </CvSection>
  );
}

function AccountEmailForm({ email, formRef, onDone }: { email: string; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const save = useEditAccountEmail();
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(accountEmailBody, {
    defaultValues: { email },
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (datos) => {
        // The header and menu show the account e-mail of the session: keep it in step.
        const user = getSession().user;
        if (user) setSessionUser({ ...user, email: datos.email });
        onDone(true);
      },
      onError: (failure) => markServerErrors(failure),
    }),
  );
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <InputField
        label={t('accountEmail.label')}
        hint={t('accountEmail.explain')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={errorText(errors.email)}
        {...register('email')}
      />
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
