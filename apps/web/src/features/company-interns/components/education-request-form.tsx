import { useState } from 'react';
import { companyInternshipRequestBody, type EducationRequestDetail } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, TextAreaField } from '@/components/ui/form-fields';
import { useValidationText } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useContractForm } from '@/lib/use-contract-form';
import { useCheckStudentDni, useSendInternshipRequest } from '../api/education-requests';

/**
 * The company's own internship request for a student: a new one names the student by DNI/NIE (checked first, the
 * answer shows only the name to confirm the person); an edit keeps the student and changes the rest.
 */
export function EducationRequestForm({ editing, onSaved }: { editing?: EducationRequestDetail; onSaved: (saved: EducationRequestDetail) => void }) {
  const { t } = useTranslation('companyInterns');
  const text = useValidationText();
  const send = useSendInternshipRequest();
  const check = useCheckStudentDni();
  const [student, setStudent] = useState('');
  const {
    register,
    handleSubmit,
    getValues,
    markServerErrors,
    formState: { errors },
  } = useContractForm(companyInternshipRequestBody, {
    defaultValues: {
      idSolicitudPractica: editing ? String(editing.idSolicitudPractica) : '',
      dni: '',
      fechaInicio: editing?.fechaInicio ?? '',
      fechaFin: editing?.fechaFin ?? '',
      horasDia: editing?.horasDia === null || editing?.horasDia === undefined ? '' : String(editing.horasDia),
      horasSemana: editing ? String(editing.horasSemana) : '',
      puestoTrabajo: editing?.puestoTrabajo ?? '',
      departamento: editing?.departamento ?? '',
      tareas: editing?.tareas ?? '',
      tutor: {
        nombre: editing?.tutor.nombre ?? '',
        apellidos: editing?.tutor.apellidos ?? '',
        email: editing?.tutor.email ?? '',
        telefono: editing?.tutor.telefono ?? '',
        cargo: editing?.tutor.cargo ?? '',
      },
    },
  });
  const submit = handleSubmit((body) => send.mutate(body, { onSuccess: onSaved, onError: markServerErrors }));
  const checkDni = () => {
    setStudent('');
    check.mutate(getValues('dni'), { onSuccess: (found) => setStudent(found.nombre) });
  };
  return (
    <form className="form company-interns__form" onSubmit={submit} noValidate>
      {editing ? (
        <p>
          <strong>{t('education.student')}:</strong> {editing.alumno}
        </p>
      ) : (
        <div className="bo-form__row company-interns__dni">
          <InputField label={t('education.dni')} hint={t('education.dniHint')} required autoComplete="off" error={text(errors.dni)} {...register('dni')} />
          <div className="company-interns__actions">
            <button type="button" className="button button--secondary" onClick={checkDni} disabled={check.isPending}>
              {t('education.checkDni')}
            </button>
          </div>
        </div>
      )}
      <p role="status">{student ? t('education.found', { name: student }) : ''}</p>
      {check.error ? <ApiErrorAlert error={check.error} /> : null}
      <div className="bo-form__row">
        <InputField label={t('education.start')} type="date" required error={text(errors.fechaInicio)} {...register('fechaInicio')} />
        <InputField label={t('education.end')} type="date" required error={text(errors.fechaFin)} {...register('fechaFin')} />
      </div>
      <div className="bo-form__row">
        <InputField label={t('education.hoursDay')} inputMode="decimal" error={text(errors.horasDia)} {...register('horasDia')} />
        <InputField label={t('education.hoursWeek')} inputMode="decimal" required error={text(errors.horasSemana)} {...register('horasSemana')} />
      </div>
      <div className="bo-form__row">
        <InputField label={t('education.position')} required error={text(errors.puestoTrabajo)} {...register('puestoTrabajo')} />
        <InputField label={t('education.department')} error={text(errors.departamento)} {...register('departamento')} />
      </div>
      <TextAreaField label={t('education.tasks')} required maxLength={5000} error={text(errors.tareas)} {...register('tareas')} />
      <fieldset className="field-group">
        <legend className="field__label">{t('education.tutor')}</legend>
        <div className="bo-form__row">
          <InputField label={t('change.tutorName')} required autoComplete="off" error={text(errors.tutor?.nombre)} {...register('tutor.nombre')} />
          <InputField label={t('change.tutorSurnames')} required autoComplete="off" error={text(errors.tutor?.apellidos)} {...register('tutor.apellidos')} />
        </div>
        <div className="bo-form__row">
          <InputField label={t('change.tutorEmail')} type="email" required autoComplete="off" error={text(errors.tutor?.email)} {...register('tutor.email')} />
          <InputField label={t('education.tutorPhone')} type="tel" autoComplete="off" error={text(errors.tutor?.telefono)} {...register('tutor.telefono')} />
          <InputField label={t('education.tutorPosition')} autoComplete="off" error={text(errors.tutor?.cargo)} {...register('tutor.cargo')} />
        </div>
      </fieldset>
      {send.error ? <ApiErrorAlert error={send.error} /> : null}
      <div className="company-interns__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {editing ? t('education.save') : t('education.send')}
        </button>
      </div>
    </form>
  );
}
