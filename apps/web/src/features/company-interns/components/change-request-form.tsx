import { useState, type FormEvent } from 'react';
import { CHANGE_REQUEST_ACTIONS, CHANGE_REQUEST_REASON_MAX, changeRequestBody, type ChangeRequestAction, type CompanyIntern } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, RadioGroup, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { serverFieldErrors, useValidationText } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useRequestChange } from '../api/change-requests';

const EMPTY = { idPractica: '', accion: '' as ChangeRequestAction | '', fechaInicio: '', fechaFin: '', horasDia: '', nombre: '', apellidos: '', email: '', motivo: '' };
type Values = typeof EMPTY;
type Field = keyof Values;

/** Where an issue of the schema (or a refusal naming a field) is shown: the tutor's parts have their own fields. */
const FIELD_OF: Record<string, Field> = { 'tutor.nombre': 'nombre', 'tutor.apellidos': 'apellidos', 'tutor.email': 'email', tutor: 'nombre' };
const fieldOf = (path: string): Field | undefined => FIELD_OF[path] ?? (path in EMPTY ? (path as Field) : undefined);

/**
 * The company asks for one change to one of its interns' internships: new dates, hours per day, another tutor or an
 * early end, always with a reason. Only the fields of the chosen change are shown and sent; the schema of the
 * contract checks them before sending, the server again.
 */
export function ChangeRequestForm({ interns, chosen, onSent }: { interns: readonly CompanyIntern[]; chosen: number | null; onSent: (student: string) => void }) {
  const { t } = useTranslation('companyInterns');
  const text = useValidationText();
  const send = useRequestChange();
  const [values, setValues] = useState<Values>({ ...EMPTY, idPractica: chosen === null ? '' : String(chosen) });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: Field) => ({ value: values[field], error: errors[field], onChange: (event: { target: { value: string } }) => set(field)(event.target.value) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { accion } = values;
    const body = {
      idPractica: values.idPractica,
      accion,
      motivo: values.motivo,
      ...(accion === 'fechas' ? { fechaInicio: values.fechaInicio, fechaFin: values.fechaFin } : {}),
      ...(accion === 'finalizacion' ? { fechaFin: values.fechaFin } : {}),
      ...(accion === 'horas' ? { horasDia: values.horasDia } : {}),
      ...(accion === 'tutor' ? { tutor: { nombre: values.nombre, apellidos: values.apellidos, email: values.email } } : {}),
    };
    const parsed = changeRequestBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = text({ message: field === 'accion' || field === 'idPractica' ? 'required' : issue.message });
      }
      setErrors(found);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (item) => {
        setValues({ ...EMPTY });
        setErrors({});
        onSent(item.alumno);
      },
      onError: (error) => {
        const found: Partial<Record<Field, string>> = {};
        for (const { field, message } of serverFieldErrors(error, ['fechaInicio', 'fechaFin', 'horasDia', 'motivo', 'tutor.nombre', 'tutor.apellidos', 'tutor.email'] as const)) {
          const own = fieldOf(field);
          if (own) found[own] = text({ message });
        }
        setErrors(found);
      },
    });
  };

  const open = interns.filter((i) => i.estado === 'activa' || i.estado === 'pendiente');
  return (
    <form className="form company-interns__form" onSubmit={submit} noValidate aria-labelledby="change-form-title">
      <h2 id="change-form-title">{t('change.formTitle')}</h2>
      <SelectField
        label={t('change.intern')}
        required
        placeholder={t('change.pickIntern')}
        options={open.map((i) => ({ value: String(i.idPractica), label: `${i.alumno.nombre} ${i.alumno.apellidos}${i.puestoTrabajo ? ` · ${i.puestoTrabajo}` : ''}` }))}
        {...input('idPractica')}
      />
      <RadioGroup
        legend={t('change.what')}
        name="accion"
        required
        value={values.accion}
        error={errors.accion}
        options={CHANGE_REQUEST_ACTIONS.map((a) => ({ value: a, label: t(`change.action.${a}`) }))}
        onChange={set('accion')}
      />
      {values.accion === 'fechas' && (
        <div className="bo-form__row">
          <InputField label={t('change.newStart')} type="date" required {...input('fechaInicio')} />
          <InputField label={t('change.newEnd')} type="date" required {...input('fechaFin')} />
        </div>
      )}
      {values.accion === 'finalizacion' && <InputField label={t('change.endOn')} hint={t('change.endHint')} type="date" required {...input('fechaFin')} />}
      {values.accion === 'horas' && <InputField label={t('change.hours')} hint={t('change.hoursHint')} inputMode="decimal" required {...input('horasDia')} />}
      {values.accion === 'tutor' && (
        <div className="bo-form__row">
          <InputField label={t('change.tutorName')} required autoComplete="off" {...input('nombre')} />
          <InputField label={t('change.tutorSurnames')} required autoComplete="off" {...input('apellidos')} />
          <InputField label={t('change.tutorEmail')} type="email" required autoComplete="off" {...input('email')} />
        </div>
      )}
      <TextAreaField
        label={t('change.reason')}
        hint={t('change.reasonHint')}
        required
        length={values.motivo.length}
        maxLength={CHANGE_REQUEST_REASON_MAX}
        {...input('motivo')}
      />
      {send.error && Object.keys(errors).length === 0 ? <ApiErrorAlert error={send.error} /> : null}
      <div className="company-interns__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('change.send')}
        </button>
      </div>
    </form>
  );
}
