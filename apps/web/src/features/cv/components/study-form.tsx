import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import {
  addStudyBody,
  addUniversityStudyBody,
  BRAND_LEVELS,
  COURSE_YEAR_MAX,
  editStudyBody,
  GRADE_MAX,
  GRADE_MIN,
  STUDY_YEAR_MIN,
  STUDY_YEARS_AHEAD,
  type CvDatos,
  type FieldRule,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useBrand } from '@/lib/brand';
import { useAddStudy, type AddStudyBody } from '../api/add-study';
import { useAddUniversityStudy, type AddUniversityStudyBody } from '../api/add-university-study';
import { useDegrees } from '../api/get-degrees';
import { useEditStudy, type EditStudyBody } from '../api/edit-study';
import { fieldMode, isEmptyValue, isRequiredField, type FieldMode } from '../utils/field-rules';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { FormActions } from './buttons';
import { CentreFinder } from './centre-finder';
import { CheckboxField, InputField, ReadOnlyField, SelectField } from '@/components/ui/form-fields';
import { contractResolver } from '@/lib/use-contract-form';

export type Study = CvDatos['estudios'][number];

/** What the resolver gives: the body of the form's call. */
type StudyBody = AddStudyBody | AddUniversityStudyBody | EditStudyBody;

interface Values {
  id: number | undefined;
  idTitulacion: string;
  titulo: string;
  nivel: string;
  centro: string;
  anioInicio: string;
  anioFin: string;
  finalizado: boolean;
  notaMedia: string;
  curso: string;
  creditosSuperados: string;
  oculto: boolean;
}

type Academic = 'centro' | 'notaMedia' | 'anioFin' | 'creditosSuperados';
/** The brand's `fields.datosAcademicos` rule of each academic field. */
const ACADEMIC_RULE: Record<Academic, string> = {
  centro: 'centro',
  notaMedia: 'notaMedia',
  anioFin: 'anioFinalizacion',
  creditosSuperados: 'creditosSuperados',
};
const ACADEMIC = Object.keys(ACADEMIC_RULE) as Academic[];
const FIELDS = ['idTitulacion', 'titulo', 'nivel', 'centro', 'anioInicio', 'anioFin', 'finalizado', 'notaMedia', 'curso', 'creditosSuperados', 'oculto'] as const;

/** Which form: a study from outside the university, a degree of the institution being added, or one being edited. */
export type StudyFormKind = 'other' | 'university-new' | 'university-edit';

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** "2,6": the grade as the candidate typed it, with the decimal comma of Spanish and Catalan. */
const decimal = (value: number | null | undefined, language: string) =>
  value === null || value === undefined ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false }).format(value);

function schemaOf(kind: StudyFormKind) {
  return kind === 'other' ? addStudyBody : kind === 'university-new' ? addUniversityStudyBody : editStudyBody;
}

function studyResolver(kind: StudyFormKind, modes: Record<Academic, FieldMode>, rules: Record<string, FieldRule>): Resolver<Values, unknown, StudyBody> {
  const base = contractResolver<Values, StudyBody>(schemaOf(kind));
  const applies = (field: Academic) => field !== 'creditosSuperados' || kind !== 'other';
  return async (values, context, options) => {
    const sent = { ...values };
    for (const field of ACADEMIC) if (modes[field] !== 'editable') sent[field] = '';
    const result = await base(sent, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    // The schema checks the order of the years only once every field passes; said now, all errors show together.
    const [start, end] = [Number(values.anioInicio), Number(values.anioFin)];
    if (!errors.anioFin && values.anioInicio !== '' && values.anioFin !== '' && start > end) errors.anioFin = { type: 'dateOrder', message: 'dateOrder' };
    // A list left on "choose" is refused as not one of its options; to the person it is simply missing.
    for (const field of Object.keys(errors) as (keyof Values)[]) {
      if (values[field] === '' && errors[field]?.message !== 'required') errors[field] = { type: 'required', message: 'required' };
    }
    for (const field of ACADEMIC) {
      if (applies(field) && modes[field] === 'editable' && isRequiredField(rules[ACADEMIC_RULE[field]]) && isEmptyValue(values[field]) && !errors[field]) {
        errors[field] = { type: 'required', message: 'required' };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

interface StudyFormProps {
  kind: StudyFormKind;
  study: Study | null;
  language: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  onDone: (saved: boolean) => void;
}

export function StudyForm({ kind, study, language, formRef, onDone }: StudyFormProps) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const errorText = useValidationText();
  const degrees = useDegrees();
  const addOther = useAddStudy();
  const addUniversity = useAddUniversityStudy();
  const edit = useEditStudy();
  const save = study ? edit : kind === 'university-new' ? addUniversity : addOther;
  const rules = brand.fields.datosAcademicos;

  const defaults: Values = {
    id: study?.id,
    idTitulacion: text(study?.idTitulacion),
    titulo: study?.titulo ?? '',
    nivel: study?.nivel ?? '',
    centro: study?.centro ?? '',
    anioInicio: text(study?.anioInicio),
    anioFin: text(study?.anioFin),
    finalizado: study?.finalizado ?? false,
    notaMedia: decimal(study?.notaMedia, language),
    curso: text(study?.curso),
    creditosSuperados: decimal(study?.creditosSuperados, language),
    oculto: study?.oculto ?? false,
  };
  const modes = Object.fromEntries(ACADEMIC.map((field) => [field, fieldMode(rules[ACADEMIC_RULE[field]], defaults[field])])) as Record<Academic, FieldMode>;
  if (kind === 'other') modes.creditosSuperados = 'hidden';

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, StudyBody>({
    resolver: studyResolver(kind, modes, rules),
    defaultValues: defaults,
    mode: 'onTouched',
  });

  const submit = handleSubmit((body) => {
    const options = {
      onSuccess: () => onDone(true),
      onError: (failure: unknown) => applyServerFieldErrors<Values>(failure, FIELDS, setError),
    };
    if (kind === 'university-edit') edit.mutate(body as EditStudyBody, options);
    else if (study) edit.mutate({ ...(body as AddStudyBody), id: study.id, oculto: study.oculto }, options);
    else if (kind === 'university-new') addUniversity.mutate(body as AddUniversityStudyBody, options);
    else addOther.mutate(body as AddStudyBody, options);
  });

  const academic = (field: Academic, extra: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {}) => {
    if (modes[field] === 'hidden') return null;
    const label = t(`studies.fields.${field}`);
    if (modes[field] === 'locked') return <ReadOnlyField label={label} value={defaults[field]} />;
    const required = isRequiredField(rules[ACADEMIC_RULE[field]]);
    return <InputField label={label} required={required} error={fieldError(field)} {...extra} {...register(field)} />;
  };

  /** The grade's errors say the scale in plain words; the others are the shared texts. */
  const fieldError = (field: Academic) => {
    const key = errors[field]?.message;
    if (field === 'notaMedia' && (key === 'range' || key === 'number' || key === 'decimal')) return t('studies.gradeError', { min: GRADE_MIN, max: GRADE_MAX });
    return errorText(errors[field]);
  };

  const levels = BRAND_LEVELS.filter((level) => brand.levels[level] || level === study?.nivel);
  const maxYear = new Date().getFullYear() + STUDY_YEARS_AHEAD;
  const yearProps = { inputMode: 'numeric' as const, min: STUDY_YEAR_MIN, max: maxYear, autoComplete: 'off' };

  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <div className="cv-grid">
        {kind === 'university-new' && (
          <SelectField
            label={t('studies.fields.idTitulacion')}
            options={(degrees.data ?? []).map((degree) => ({ value: String(degree.id), label: degree.nombre }))}
            placeholder={degrees.isPending ? t('common.loading') : t('common.choose')}
            required
            className="cv-form__wide"
            error={errorText(errors.idTitulacion)}
            {...register('idTitulacion')}
          />
        )}
        {kind === 'university-edit' && (
          <>
            <ReadOnlyField label={t('studies.fields.idTitulacion')} value={study?.titulo ?? null} className="cv-form__wide" />
            <ReadOnlyField label={t('studies.fields.anioInicio')} value={text(study?.anioInicio)} />
          </>
        )}
        {kind === 'other' && (
          <>
            <InputField label={t('studies.fields.titulo')} required className="cv-form__wide" error={errorText(errors.titulo)} {...register('titulo')} />
            <SelectField
              label={t('studies.fields.nivel')}
              options={levels.map((level) => ({ value: level, label: t(`studies.levels.${level}`) }))}
              placeholder={t('common.choose')}
              required
              error={errorText(errors.nivel)}
              {...register('nivel')}
            />
          </>
        )}
        {kind !== 'university-edit' && (
          <InputField label={t('studies.fields.anioInicio')} required error={errorText(errors.anioInicio)} {...yearProps} {...register('anioInicio')} />
        )}
        {academic('anioFin', { ...yearProps, hint: t('studies.endHint') })}
        {academic('notaMedia', { inputMode: 'decimal', hint: t('studies.gradeHint', { min: GRADE_MIN, max: GRADE_MAX }), className: 'cv-form__wide' })}
        {kind !== 'other' && (
          <InputField
            label={t('studies.fields.curso')}
            hint={t('studies.courseHint', { max: COURSE_YEAR_MAX })}
            inputMode="numeric"
            error={errorText(errors.curso)}
            {...register('curso')}
          />
        )}
        {academic('creditosSuperados', { inputMode: 'decimal' })}
      </div>
      {modes.centro !== 'hidden' && (
        <div className="cv-centre">
          {academic('centro')}
          {modes.centro === 'editable' && <CentreFinder onChoose={(name) => setValue('centro', name, { shouldValidate: true, shouldDirty: true })} />}
        </div>
      )}
      <CheckboxField label={t('studies.fields.finalizado')} {...register('finalizado')} />
      {kind === 'university-edit' && <CheckboxField label={t('studies.fields.oculto')} hint={t('studies.hiddenHint')} {...register('oculto')} />}
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
