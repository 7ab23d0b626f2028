import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { staffContactEditBody, type StaffCompanyDetail } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useCompanyAction } from '../api/company-actions';

type Contact = StaffCompanyDetail['contactos'][number];

/** A company contact's name, position and phone as staff correct them (the e-mail is the contact's login: not here). */
export function ContactEditDialog({ idEmpresa, contact, onClose, onSaved }: { idEmpresa: number; contact: Contact | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('staff');
  const titleId = useId();
  return (
    <Modal open={contact !== null} onClose={onClose} labelledBy={titleId}>
      {contact && (
        <>
          <h2 id={titleId} className="modal__title">
            {t('companyDetail.editContactTitle', { name: `${contact.nombre} ${contact.apellidos}` })}
          </h2>
          <ContactForm key={contact.idUsuario} idEmpresa={idEmpresa} contact={contact} onClose={onClose} onSaved={onSaved} />
        </>
      )}
    </Modal>
  );
}

function ContactForm({ idEmpresa, contact, onClose, onSaved }: { idEmpresa: number; contact: Contact; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('staff');
  const text = useValidationText();
  const edit = useCompanyAction('editContact');
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(staffContactEditBody, {
    defaultValues: { idEmpresa, idUsuario: contact.idUsuario, nombre: contact.nombre, apellidos: contact.apellidos, cargo: contact.cargo ?? '', telefono: contact.telefono ?? '' },
  });
  const submit = handleSubmit((values) => edit.mutate(values, { onSuccess: onSaved, onError: markServerErrors }));
  return (
    <form className="form" onSubmit={submit} noValidate>
      <InputField label={t('companyDetail.firstName')} required error={text(errors.nombre)} {...register('nombre')} />
      <InputField label={t('companyDetail.lastName')} required error={text(errors.apellidos)} {...register('apellidos')} />
      <InputField label={t('companyDetail.position')} error={text(errors.cargo)} {...register('cargo')} />
      <InputField label={t('companyDetail.phone')} type="tel" error={text(errors.telefono)} {...register('telefono')} />
      {edit.error ? <ApiErrorAlert error={edit.error} /> : null}
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={edit.isPending}>
          {t('companyDetail.saveContact')}
        </button>
      </div>
    </form>
  );
}
