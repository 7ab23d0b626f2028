import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { addExperienceBody, ALLOWED_UPLOAD_EXTENSIONS, EXPERIENCE_DESCRIPTION_MAX, type CvDatos, type FieldRule } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAddExperience, type AddExperienceBody } from '../api/add-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useEditExperience } from '../api/edit-experience';
import { formatMonth } from '../utils/dates';
import { fieldMode, isEmptyValue, isRequiredField, type FieldMode } from '../utils/field-rules';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { toUploadedFile, type UploadedFile } from '../utils/uploads';
import { ActionButton, FormActions } from './buttons';
import { FileDownload } from './file-download';
import { InputField, ReadOnlyField, SelectField, TextAreaField, type SelectOption } from '@/components/ui/form-fields';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { CvSection, focusSectionHeading, SectionStatus } from './section';
import { toOptions } from './use-reference';
import { useDomainList } from '@/lib/reference-data';
import { useEditor } from './use-editor';
import { contractResolver } from '@/lib/use-contract-form';

type Experience = CvDatos['experiencias'][number];
type Target = 'new' | number;

const SECTION_ID = 'cv-experiencia';

interface Values {
  puesto: string;
  empresa: string;
  idSector: string;
  idArea: string;
  idTipoContrato: string;
  subtipoContrato: string;
  fechaInicio: string;
  fechaFin: string;
  idProvincia: string;
  enlace: string;
  descripcion: string;
  adjunto: UploadedFile | undefined;
}
type Ruled = 'idSector' | 'idArea' | 'idTipoContrato' | 'subtipoContrato' | 'fechaFin' | 'idProvincia' | 'enlace' | 'descripcion';

/** The brand's `fields.experiencia` rule of each field; position, company and start date are always required. */
const RULE_OF: Record<Ruled, string> = {
  idSector: 'sector',
  idArea: 'area',
  idTipoContrato: 'tipoContrato',
  subtipoContrato: 'subtipoContrato',
  fechaFin: 'fechas',
  idProvincia: 'provincia',
  enlace: 'enlace',
  descripcion: 'descripcion',
};
const RULED = Object.keys(RULE_OF) as Ruled[];
/** The end date is one of the "fechas" but never required: an experience without one goes on. */
const NEVER_REQUIRED: readonly Ruled[] = ['fechaFin'];
const FIELDS = ['puesto', 'empresa', ...RULED, 'fechaInicio', 'adjunto'] as const;

const text = (value: string | null | undefined) => value ?? '';
const id = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function experienceResolver(modes: Record<Ruled, FieldMode>, rules: Record<string, FieldRule>): Resolver<Values, unknown, AddExperienceBody> {
  const base = contractResolver<Values, AddExperienceBody>(addExperienceBody);
  return async (values, context, options) => {
    const sent = { ...values };
    for (const field of RULED) if (modes[field] !== 'editable') sent[field] = '';
    const result = await base(sent, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    for (const field of RULED) {
      if (!NEVER_REQUIRED.includes(field) && modes[field] === 'editable' && isRequiredField(rules[RULE_OF[field]]) && isEmptyValue(values[field]) && !errors[field]) {
        errors[field] = { type: 'required', message: 'required' };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

export function ExperiencesSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const brand = useBrand();
  const editor = useEditor<Target>();
  const remove = useDeleteExperience();
  const [toDelete, setToDelete] = useState<Experience | null>(null);
  const rules = brand.fields.experiencia;
  const shows = (rule: string) => fieldMode(rules[rule], null) !== 'hidden';

  const confirmDelete = () => {
    if (!toDelete) return;
    const experience = toDelete;
    remove.mutate(experience.id, {
      onSuccess: () => {
        editor.setStatus(t('experiences.deleted', { puesto: experience.puesto }));
        focusSectionHeading(SECTION_ID);
      },
      onSettled: () => setToDelete(null),
    });
  };

  const period = (experience: Experience) => {
    const start = formatMonth(experience.fechaInicio, language);
    const end = formatMonth(experience.fechaFin, language);
    return end ? t('experiences.period', { start, end }) : t('experiences.ongoing', { start });
  };

  return (
    <CvSection
      id={SECTION_ID}
      title={t('sections.experiences')}
      summary={String(cv.experiencias.length)}
      editing={editor.editing}
    >
      <SectionStatus message={editor.status} />
      <ApiErrorAlert error={remove.error} />
      {cv.experiencias.length === 0 && editor.target !== 'new' && <p className="muted">{t('experiences.empty')}</p>}
      <ul className="cv-items">
        {cv.experiencias.map((experience) => (
          <li key={experience.id} className="cv-item">
            {editor.target === experience.id ? (
              <div className="cv-item__form">
                <h3 className="cv-item__title">{t('common.editing', { name: experience.puesto })}</h3>
                <ExperienceForm experience={experience} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
              </div>
            ) : (
              <>
                <div className="cv-item__main">
                  <h3 className="cv-item__title">{experience.puesto}</h3>
                  <p className="cv-item__subtitle">{experience.empresa}</p>
                  <p className="cv-item__meta">
                    {[period(experience), shows('provincia') && experience.provincia].filter(Boolean).join(' · ')}
                  </p>
                  <p className="cv-item__meta">
                    {[
                      shows('sector') && experience.sector,
                      shows('area') && experience.area,
                      shows('tipoContrato') && experience.tipoContrato,
                      shows('subtipoContrato') && experience.subtipoContrato,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {shows('descripcion') && experience.descripcion && <p className="cv-prose">{experience.descripcion}</p>}
                  {shows('enlace') && experience.enlace && (
                    <p>
                      <a href={experience.enlace} target="_blank" rel="noopener noreferrer" className="cv-link-break">
                        {experience.enlace}
                        <span className="visually-hidden"> ({t('common.newTab')})</span>
                      </a>
                    </p>
                  )}
                  {shows('adjunto') && experience.adjunto && <FileDownload file={experience.adjunto} />}
                </div>
                <div className="cv-item__actions">
                  <ActionButton icon="edit" context={experience.puesto} onClick={() => editor.open(experience.id)} disabled={editor.editing}>
                    {t('common.edit')}
                  </ActionButton>
                  <ActionButton
                    icon="delete"
                    variant="danger"
                    context={experience.puesto}
                    onClick={() => setToDelete(experience)}
                    disabled={editor.editing}
                  >
                    {t('common.delete')}
                  </ActionButton>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editor.target === 'new' ? (
        <div className="cv-item cv-item--new">
          <h3 className="cv-item__title">{t('experiences.new')}</h3>
          <ExperienceForm experience={null} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('experiences.added') : null)} />
        </div>
      ) : (
        <div className="cv-list-actions">
          <ActionButton icon="add" onClick={() => editor.open('new')} disabled={editor.editing}>
            {t('experiences.add')}
          </ActionButton>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('experiences.deleteTitle')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        busy={remove.isPending}
      >
        <p>{t('experiences.deleteQuestion', { puesto: toDelete?.puesto ?? '', empresa: toDelete?.empresa ?? '' })}</p>
      </ConfirmDialog>
    </CvSection>
  );
}

function ExperienceForm({
  experience,
  formRef,
  onDone,
}: {
  experience: Experience | null;
  formRef: React.RefObject<HTMLFormElement | null>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const errorText = useValidationText();
  const add = useAddExperience();
  const edit = useEditExperience();
  const save = experience ? edit : add;
  const rules = brand.fields.experiencia;
  const sectors = useDomainList('sectores');
  const areas = useDomainList('areasFuncionales');
  const contracts = useDomainList('tiposContrato');
  const provinces = useDomainList('provincias');

  const defaults: Values = {
    puesto: text(experience?.puesto),
    empresa: text(experience?.empresa),
    idSector: id(experience?.idSector),
    idArea: id(experience?.idArea),
    idTipoContrato: id(experience?.idTipoContrato),
    subtipoContrato: text(experience?.subtipoContrato),
    fechaInicio: text(experience?.fechaInicio),
    fechaFin: text(experience?.fechaFin),
    idProvincia: id(experience?.idProvincia),
    enlace: text(experience?.enlace),
    descripcion: text(experience?.descripcion),
    adjunto: undefined,
  };
  const modes = Object.fromEntries(RULED.map((field) => [field, fieldMode(rules[RULE_OF[field]], defaults[field])])) as Record<Ruled, FieldMode>;
  const attachmentMode = fieldMode(rules.adjunto, experience?.adjunto ?? null);
  const required = (field: Ruled) => !NEVER_REQUIRED.includes(field) && isRequiredField(rules[RULE_OF[field]]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, AddExperienceBody>({
    resolver: experienceResolver(modes, rules),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const description = useWatch({ control, name: 'descripcion' });
  const [picked, setPicked] = useState<{ name: string; size: number } | null>(null);
  const [removeStored, setRemoveStored] = useState(false);
  const storedAttachment = experience?.adjunto && !removeStored ? { name: experience.adjunto.nombre, size: experience.adjunto.tamano } : null;

  const pickAttachment = async (file: File) => {
    // The drop zone has already refused a file of another type or over the limit.
    clearErrors('adjunto');
    setPicked({ name: file.name, size: file.size });
    setValue('adjunto', await toUploadedFile(file));
  };

  const submit = handleSubmit((body) => {
    const options = {
      onSuccess: () => onDone(true),
      onError: (failure: unknown) => applyServerFieldErrors<Values>(failure, FIELDS, setError),
    };
    if (experience) edit.mutate({ id: experience.id, ...body, quitarAdjunto: removeStored && !body.adjunto }, options);
    else add.mutate(body, options);
  });

  const select = (field: Ruled, options: SelectOption[], display: string | null) => {
    if (modes[field] === 'hidden') return null;
    if (modes[field] === 'locked') return <ReadOnlyField label={t(`experiences.fields.${field}`)} value={display} />;
    return (
      <SelectField
        label={t(`experiences.fields.${field}`)}
        options={options}
        placeholder={required(field) ? t('common.choose') : t('common.none')}
        required={required(field)}
        error={errorText(errors[field])}
        {...register(field)}
      />
    );
  };
  const input = (field: Ruled, extra: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {}) => {
    if (modes[field] === 'hidden') return null;
    if (modes[field] === 'locked') return <ReadOnlyField label={t(`experiences.fields.${field}`)} value={defaults[field]} />;
    return <InputField label={t(`experiences.fields.${field}`)} required={required(field)} error={errorText(errors[field])} {...extra} {...register(field)} />;
  };
  const attachmentError = errors.adjunto?.message ? errors.adjunto : (errors.adjunto?.ficheroB64ParaAltas ?? errors.adjunto?.extension_adjunto);

  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <div className="cv-grid">
        <InputField label={t('experiences.fields.puesto')} required error={errorText(errors.puesto)} {...register('puesto')} />
        <InputField label={t('experiences.fields.empresa')} required error={errorText(errors.empresa)} autoComplete="organization" {...register('empresa')} />
        <InputField label={t('experiences.fields.fechaInicio')} type="date" required error={errorText(errors.fechaInicio)} {...register('fechaInicio')} />
        {input('fechaFin', { type: 'date', hint: t('experiences.endHint') })}
        {select('idSector', toOptions(sectors), experience?.sector ?? null)}
        {select('idArea', toOptions(areas), experience?.area ?? null)}
        {select('idTipoContrato', toOptions(contracts), experience?.tipoContrato ?? null)}
        {input('subtipoContrato')}
        {select('idProvincia', toOptions(provinces), experience?.provincia ?? null)}
        {input('enlace', { type: 'url', inputMode: 'url', hint: t('experiences.linkHint'), spellCheck: false })}
      </div>
      {modes.descripcion === 'editable' && (
        <TextAreaField
          label={t('experiences.fields.descripcion')}
          rows={5}
          required={required('descripcion')}
          length={description.length}
          maxLength={EXPERIENCE_DESCRIPTION_MAX}
          error={errorText(errors.descripcion)}
          {...register('descripcion')}
        />
      )}
      {modes.descripcion === 'locked' && <ReadOnlyField label={t('experiences.fields.descripcion')} value={defaults.descripcion} />}
      {attachmentMode === 'editable' && (
        <FileDropzone
          label={t('experiences.fields.adjunto')}
          accept={ALLOWED_UPLOAD_EXTENSIONS}
          files={picked ? [picked] : storedAttachment ? [storedAttachment] : []}
          stored={picked === null && storedAttachment !== null}
          error={errorText(attachmentError)}
          onAdd={([file]) => void pickAttachment(file!)}
          onRemove={() => {
            if (picked) {
              setPicked(null);
              setValue('adjunto', undefined);
            } else setRemoveStored(true);
            clearErrors('adjunto');
          }}
        />
      )}
      {attachmentMode === 'locked' && experience?.adjunto && (
        <div className="field">
          <p className="field__label">{t('experiences.fields.adjunto')}</p>
          <FileDownload file={experience.adjunto} />
          <p className="field__hint">{t('form.managedByService', { ns: 'common' })}</p>
        </div>
      )}
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
