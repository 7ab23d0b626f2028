import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { CustomTypeOptions } from 'i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  Status,
  isValidCif,
  isValidEmail,
  messageFor,
  normaliseCif,
  proposalBody,
  proposalFieldRuleErrors,
  proposalRuleOf,
  type ProposalFieldRules,
  type ProposalRuleKey as FieldRuleKey,
  validationText,
  type ProposalBody,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { Trans, useLanguage, useTranslation } from '@/lib/i18n';
import { useCheckCif, type CifCheck } from '../api/check-cif';
import { useCheckContactEmail } from '../api/check-contact-email';
import { useCurrentDegrees } from '../api/get-current-degrees';
import { useDomainQuery } from '@/lib/reference-data';
import { useSendProposal } from '../api/send-proposal';
import { HOUR_LIMITED_BRAND, dedicationRuleOf, hourLimits, numberIn, type DedicationRule, type HourLimits } from './proposal-rules';
import { contractResolver } from '@/lib/use-contract-form';

/** The form holds the conditions box as a plain boolean; the contract's schema then demands `true`. */
type ProposalInput = Omit<z.input<typeof proposalBody>, 'aceptaCondiciones'> & { aceptaCondiciones: boolean };

const FIELDS = [
  'cif',
  'nombreEmpresa',
  'emailContacto',
  'idTitulacion',
  'idPrograma',
  'fechaInicio',
  'fechaFin',
  'puestoTrabajo',
  'departamento',
  'curso',
  'horasDia',
  'horasSemana',
  'periodoNoLectivo',
  'dedicacion',
  'duracionMeses',
  'tareas',
  'tutor.nombre',
  'tutor.apellidos',
  'tutor.email',
  'tutor.telefono',
  'tutor.cargo',
  'tutorAcademico.nombre',
  'tutorAcademico.email',
  'aceptaCondiciones',
] as const satisfies readonly Path<ProposalInput>[];

const EMPTY: ProposalInput = {
  cif: '',
  nombreEmpresa: '',
  emailContacto: '',
  idTitulacion: '',
  idPrograma: '',
  fechaInicio: '',
  fechaFin: '',
  puestoTrabajo: '',
  departamento: '',
  curso: '',
  horasDia: '',
  horasSemana: '',
  periodoNoLectivo: false,
  dedicacion: '',
  duracionMeses: '',
  tareas: '',
  tutor: { nombre: '', apellidos: '', email: '', telefono: '', cargo: '' },
  tutorAcademico: { nombre: '', email: '' },
  aceptaCondiciones: false,
};

/** Server refusals that belong to one field: shown on it with the catalogue's text. */
const STATUS_FIELDS: Partial<Record<number, Path<ProposalInput>>> = {
  [Status.CifMalformed]: 'cif',
  [Status.EmailBelongsToAnotherCompany]: 'emailContacto',
  [Status.StartDateAfterEndDate]: 'fechaFin',
};

/** The texts of the institution's and the programme's own rules. */
type ProposalRuleKey = `rules.${keyof CustomTypeOptions['resources']['internships']['rules'] & string}`;

interface Rules {
  hours: HourLimits | null;
  dedication: DedicationRule | undefined;
  /** The brand's internship field rules (fields.practica): the same check the server makes. */
  fields: ProposalFieldRules | undefined;
}

/** The school years a proposal may name (the contract takes 1 to 6). */
const COURSES = [1, 2, 3, 4, 5, 6] as const;

/**
 * The contract's schema, plus the rules the institution and the chosen programme add (UIB hours, code 58). They
 * are checked on their own fields even while other fields are still wrong, so the person sees every problem at once.
 */
function proposalResolver(rules: (values: ProposalInput) => Rules): Resolver<ProposalInput, unknown, ProposalBody> {
  const base = contractResolver<ProposalInput, ProposalBody>(proposalBody);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const { hours, dedication, fields } = rules(values);
    const extra: FieldErrors<ProposalInput> = {};
    const rule = (message: ProposalRuleKey): FieldError => ({ type: 'rule', message });
    for (const missing of proposalFieldRuleErrors(fields, values as Partial<ProposalBody>)) {
      const [head, tail] = missing.campo.split('.');
      const error: FieldError = { type: 'required', message: 'required' };
      if (tail === undefined) (extra as Record<string, FieldError>)[head!] = error;
      else extra.tutorAcademico = { ...extra.tutorAcademico, [tail]: error };
    }
    // The contract calls any bad date 'date'; an empty one is simply missing.
    const missingDates: FieldErrors<ProposalInput> = {};
    for (const field of ['fechaInicio', 'fechaFin'] as const) {
      if (result.errors[field]?.message === 'date' && String(values[field] ?? '').trim() === '') missingDates[field] = { type: 'required', message: 'required' };
    }
    if (hours) {
      const perDay = numberIn(values.horasDia);
      const perWeek = numberIn(values.horasSemana);
      if (perDay !== undefined && perDay > hours.perDay) extra.horasDia = rule('rules.hoursPerDay');
      if (perWeek !== undefined && perWeek > hours.perWeek) extra.horasSemana = rule('rules.hoursPerWeek');
    }
    if (dedication) {
      const percent = numberIn(values.dedicacion);
      const months = numberIn(values.duracionMeses);
      if (percent !== dedication.dedicationPercent) extra.dedicacion = percent === undefined ? { type: 'required', message: 'required' } : rule('rules.dedication');
      if (months !== dedication.durationMonths) extra.duracionMeses = months === undefined ? { type: 'required', message: 'required' } : rule('rules.months');
    }
    if (Object.keys(extra).length === 0 && Object.keys(missingDates).length === 0) return result;
    // A field's own schema error comes first; the added rules speak only where the schema had nothing to say.
    const tutorAcademico = extra.tutorAcademico || result.errors.tutorAcademico ? { ...extra.tutorAcademico, ...result.errors.tutorAcademico } : undefined;
    return { values: {}, errors: { ...extra, ...result.errors, ...missingDates, ...(tutorAcademico && { tutorAcademico }) } };
  };
}

interface ProposalFormProps {
  onSent: () => void;
}

/**
 * /propuesta-practicas: the company (CIF checked against the portal's companies: its name when it is one, asked
 * for when not; the contact e-mail checked against it), the internship (degree, programme, dates, hours, tasks),
 * the company tutor and the conditions.
 */
export function ProposalForm({ onSent }: ProposalFormProps) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const brand = useBrand();
  const degrees = useCurrentDegrees();
  const programmes = useDomainQuery('programas');
  const cifCheck = useCheckCif();
  const emailCheck = useCheckContactEmail();
  const send = useSendProposal();
  const [company, setCompany] = useState<(CifCheck & { cif: string }) | null>(null);
  const [contactKnown, setContactKnown] = useState<string | null>(null);
  const [fieldsRefused, setFieldsRefused] = useState<string | null>(null);
  const hourLimited = brand.id === HOUR_LIMITED_BRAND;

  const programmeList = programmes.data;
  const fieldRules = brand.fields.practica;
  const resolver = useMemo(
    () =>
      proposalResolver((values) => ({
        hours: hourLimited ? hourLimits(values.periodoNoLectivo === true) : null,
        dedication: dedicationRuleOf(programmeList?.find((p) => String(p.id) === String(values.idPrograma))),
        fields: fieldRules,
      })),
    [hourLimited, programmeList, fieldRules],
  );
  /** Whether the brand shows a field, and its label: a field the brand does not require says it is optional. */
  const shown = (key: FieldRuleKey) => proposalRuleOf(fieldRules, key).visible;
  const ruledLabel = (key: FieldRuleKey, label: string) => (proposalRuleOf(fieldRules, key).required ? label : t('proposal.optionalField', { label }));

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    control,
    trigger,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ProposalInput, unknown, ProposalBody>({ resolver, defaultValues: EMPTY, shouldFocusError: true });

  const [programmeId, nonTeaching, cifValue] = useWatch({ control, name: ['idPrograma', 'periodoNoLectivo', 'cif'] });
  const chosenProgramme = programmeList?.find((p) => String(p.id) === String(programmeId));
  const dedication = dedicationRuleOf(chosenProgramme);
  const limits = hourLimits(nonTeaching === true);
  const knownCompany = company && company.cif === normaliseCif(String(cifValue ?? '')) ? company : null;

  const text = (error: { type?: string | undefined; message?: string | undefined } | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'status') return messageFor(Number(error.message), language).body;
    // A 'rule' error carries the key it was made with (see `rule` in the resolver).
    if (error.type === 'rule') return t(error.message as ProposalRuleKey, { ...limits, ...dedication });
    return validationText(error.message, language);
  };

  /** Looks the CIF up; answers the company (or null when the CIF is wrong and the field says why). */
  const lookUpCif = async (): Promise<(CifCheck & { cif: string }) | null> => {
    const raw = String(getValues('cif') ?? '');
    if (!isValidCif(raw)) {
      await trigger('cif');
      return null;
    }
    const cif = normaliseCif(raw);
    if (company?.cif === cif) return company;
    try {
      const found = { ...(await cifCheck.mutateAsync(cif)), cif };
      setCompany(found);
      clearErrors('cif');
      return found;
    } catch (error) {
      if (isApiError(error) && error.status === Status.CifMalformed) setError('cif', { type: 'status', message: String(Status.CifMalformed) });
      return null;
    }
  };

  const lookUpContact = async () => {
    const email = String(getValues('emailContacto') ?? '').trim();
    const cif = String(getValues('cif') ?? '');
    setContactKnown(null);
    if (!isValidEmail(email) || !isValidCif(cif)) return;
    try {
      const { existe } = await emailCheck.mutateAsync({ cif: normaliseCif(cif), email });
      clearErrors('emailContacto');
      if (existe) setContactKnown(email);
    } catch (error) {
      if (isApiError(error) && error.status === Status.EmailBelongsToAnotherCompany) {
        setError('emailContacto', { type: 'status', message: String(Status.EmailBelongsToAnotherCompany) });
      }
    }
  };

  const submit = handleSubmit(async (proposal) => {
    setFieldsRefused(null);
    const found = await lookUpCif();
    if (!found) {
      setFocus('cif');
      return;
    }
    if (!found.existe && !proposal.nombreEmpresa) {
      setError('nombreEmpresa', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync(found.existe ? { ...proposal, nombreEmpresa: undefined } : proposal);
      onSent();
    } catch (error) {
      if (!isApiError(error)) return;
      const field = STATUS_FIELDS[error.status];
      if (field) {
        setError(field, { type: 'status', message: String(error.status) }, { shouldFocus: true });
        send.reset();
      } else if (error.status === Status.MissingMandatoryData && applyServerFieldErrors(error, FIELDS, setError)) {
        setFieldsRefused(error.mensaje ?? '');
        send.reset();
      }
    }
  });

  const onCifBlur = () => {
    if (String(getValues('cif') ?? '').trim() !== '') void lookUpCif();
  };

  return (
    <form className="form proposal-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="proposal-section">
        <legend className="proposal-section__title">{t('proposal.companySection')}</legend>
        <div className="proposal-grid">
          <InputField
            label={t('proposal.cif')}
            hint={t('proposal.cifHint')}
            autoComplete="off"
            error={text(errors.cif)}
            {...register('cif', { onBlur: onCifBlur, onChange: () => clearErrors('cif') })}
          />
          <div className="proposal-company" aria-live="polite">
            {cifCheck.isPending && <p className="muted">{t('proposal.checkingCif')}</p>}
            {knownCompany?.existe && (
              <p className="proposal-company__found">
                <span aria-hidden="true">✓ </span>
                {t('proposal.companyFound', { nombre: knownCompany.nombre })}
              </p>
            )}
            {knownCompany && !knownCompany.existe && <p className="proposal-company__new">{t('proposal.companyNotFound')}</p>}
          </div>
        </div>
        {knownCompany && !knownCompany.existe && (
          <InputField label={t('proposal.companyName')} autoComplete="organization" error={text(errors.nombreEmpresa)} {...register('nombreEmpresa')} />
        )}
        <InputField
          label={t('proposal.contactEmail')}
          hint={t('proposal.contactEmailHint')}
          type="email"
          autoComplete="off"
          error={text(errors.emailContacto)}
          {...register('emailContacto', { onBlur: () => void lookUpContact(), onChange: () => setContactKnown(null) })}
        />
        {contactKnown && (
          <p className="proposal-company__found" role="status">
            <span aria-hidden="true">✓ </span>
            {t('proposal.contactFound')}
          </p>
        )}
      </fieldset>

      <fieldset className="proposal-section">
        <legend className="proposal-section__title">{t('proposal.internshipSection')}</legend>
        <div className="proposal-grid">
          <SelectField
            label={t('proposal.degree')}
            placeholder={t('proposal.noDegree')}
            options={(degrees.data ?? []).map((degree) => ({ key: String(degree.idEstudio), value: String(degree.idTitulacion), label: degree.titulacion }))}
            error={text(errors.idTitulacion)}
            {...register('idTitulacion')}
          />
          <SelectField
            label={t('proposal.programme')}
            placeholder={t('proposal.noProgramme')}
            options={(programmeList ?? []).map((programme) => ({ value: String(programme.id), label: programme.nombre }))}
            error={text(errors.idPrograma)}
            {...register('idPrograma')}
          />
        </div>
        {dedication && (
          <div className="proposal-rule">
            <p className="proposal-rule__text">{t('rules.dedicationRule', { ...dedication, programme: chosenProgramme?.nombre ?? '' })}</p>
            <div className="proposal-grid">
              <InputField label={t('proposal.dedication')} inputMode="decimal" error={text(errors.dedicacion)} {...register('dedicacion')} />
              <InputField label={t('proposal.months')} inputMode="numeric" error={text(errors.duracionMeses)} {...register('duracionMeses')} />
            </div>
          </div>
        )}
        <div className="proposal-grid">
          <InputField label={t('proposal.startDate')} type="date" error={text(errors.fechaInicio)} {...register('fechaInicio')} />
          <InputField label={t('proposal.endDate')} type="date" error={text(errors.fechaFin)} {...register('fechaFin')} />
        </div>
        {hourLimited && (
          <div className="proposal-rule">
            <p className="proposal-rule__text">{t('rules.uibHours', { perDay: hourLimits(false).perDay, perWeek: hourLimits(false).perWeek, nonTeaching: hourLimits(true).perDay })}</p>
            <label className="proposal-check">
              <input type="checkbox" {...register('periodoNoLectivo')} />
              <span>{t('proposal.nonTeaching')}</span>
            </label>
          </div>
        )}
        <div className="proposal-grid">
          {shown('puestoTrabajo') && (
            <InputField label={ruledLabel('puestoTrabajo', t('proposal.position'))} autoComplete="off" error={text(errors.puestoTrabajo)} {...register('puestoTrabajo')} />
          )}
          {shown('departamento') && (
            <InputField label={ruledLabel('departamento', t('proposal.department'))} autoComplete="off" error={text(errors.departamento)} {...register('departamento')} />
          )}
          {shown('curso') && (
            <SelectField
              label={ruledLabel('curso', t('proposal.course'))}
              placeholder={t('proposal.noCourse')}
              options={COURSES.map((course) => ({ value: String(course), label: t('proposal.courseOption', { course }) }))}
              error={text(errors.curso)}
              {...register('curso')}
            />
          )}
        </div>
        <div className="proposal-grid">
          {shown('horasDia') && (
            <InputField label={ruledLabel('horasDia', t('proposal.hoursPerDay'))} inputMode="decimal" error={text(errors.horasDia)} {...register('horasDia')} />
          )}
          <InputField label={t('proposal.hoursPerWeek')} inputMode="decimal" error={text(errors.horasSemana)} {...register('horasSemana')} />
        </div>
        {shown('tareasAdesarrollar') && (
          <TextAreaField label={ruledLabel('tareasAdesarrollar', t('proposal.tasks'))} hint={t('proposal.tasksHint')} rows={5} error={text(errors.tareas)} {...register('tareas')} />
        )}
      </fieldset>

      <fieldset className="proposal-section">
        <legend className="proposal-section__title">{t('proposal.tutorSection')}</legend>
        <div className="proposal-grid">
          <InputField label={t('proposal.tutorName')} autoComplete="off" error={text(errors.tutor?.nombre)} {...register('tutor.nombre')} />
          <InputField label={t('proposal.tutorSurnames')} autoComplete="off" error={text(errors.tutor?.apellidos)} {...register('tutor.apellidos')} />
          <InputField label={t('proposal.tutorEmail')} type="email" autoComplete="off" error={text(errors.tutor?.email)} {...register('tutor.email')} />
          <InputField label={t('proposal.tutorPhone')} type="tel" autoComplete="off" error={text(errors.tutor?.telefono)} {...register('tutor.telefono')} />
          <InputField label={t('proposal.tutorPosition')} autoComplete="off" error={text(errors.tutor?.cargo)} {...register('tutor.cargo')} />
        </div>
      </fieldset>

      {shown('tutorAcademico') && (
        <fieldset className="proposal-section">
          <legend className="proposal-section__title">{t('proposal.academicTutorSection')}</legend>
          {!proposalRuleOf(fieldRules, 'tutorAcademico').required && <p className="muted">{t('proposal.academicTutorIntro')}</p>}
          <div className="proposal-grid">
            <InputField
              label={ruledLabel('tutorAcademico', t('proposal.academicTutorName'))}
              autoComplete="off"
              error={text(errors.tutorAcademico?.nombre)}
              {...register('tutorAcademico.nombre')}
            />
            <InputField
              label={ruledLabel('tutorAcademico', t('proposal.academicTutorEmail'))}
              type="email"
              autoComplete="off"
              error={text(errors.tutorAcademico?.email)}
              {...register('tutorAcademico.email')}
            />
          </div>
        </fieldset>
      )}

      <div className={`field${errors.aceptaCondiciones ? ' field--invalid' : ''}`}>
        <label className="proposal-check">
          <input
            type="checkbox"
            aria-invalid={errors.aceptaCondiciones ? true : undefined}
            aria-describedby={errors.aceptaCondiciones ? 'proposal-conditions-error' : undefined}
            {...register('aceptaCondiciones')}
          />
          <span>{t('proposal.acceptConditions')}</span>
        </label>
        {hourLimited && (
          <p className="field__hint">
            <Trans
              t={t}
              i18nKey="proposal.readConditions"
              components={{ conditions: <Link to={pathFor('uib-internship-conditions', language)} target="_blank" rel="noopener" /> }}
            />
          </p>
        )}
        {errors.aceptaCondiciones && (
          <p id="proposal-conditions-error" className="field__error">
            {text(errors.aceptaCondiciones)}
          </p>
        )}
      </div>

      {fieldsRefused !== null && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t('proposal.checkFields')}</p>
          {fieldsRefused && <p className="alert__body">{fieldsRefused}</p>}
        </div>
      )}
      <ApiErrorAlert error={send.error} />
      {cifCheck.error && !(isApiError(cifCheck.error) && cifCheck.error.status === Status.CifMalformed) && <ApiErrorAlert error={cifCheck.error} />}

      <div className="actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('proposal.sending') : t('proposal.send')}
        </button>
      </div>
    </form>
  );
}
