import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  PERSONAL_DATA_FIELD_RULES,
  CV_GENDERS,
  CV_ID_DOCUMENT_KINDS,
  LANGUAGE_IDS,
  NATIONALITIES_MAX,
  POSTAL_ADDRESS_MAX,
  birthDateRange,
  personalDataBody,
  type CvDatos,
  type FieldRule,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEditPersonalData, type EditPersonalDataBody } from '../api/edit-personal-data';
import { fieldMode, isEmptyValue, isRequiredField, type FieldMode } from '../utils/field-rules';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { ChipPicker } from './chip-picker';
import { CheckboxField, InputField, ReadOnlyField, SelectField, type SelectOption } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { DataList, type DataItem } from './data-list';
import { toOptions } from './use-reference';
import { useDomainList, useSortedDomainList } from '@/lib/reference-data';
import { useEditor } from './use-editor';
import { contractResolver } from '@/lib/use-contract-form';

type Personal = CvDatos['datosPersonales'];

interface PersonalValues {
  nombre: string;
  apellido1: string;
  apellido2: string;
  tipoDocumento: string;
  documento: string;
  fechaNacimiento: string;
  genero: string;
  emailPersonal: string;
  emailEstudiante: string;
  movil: string;
  telefonoFijo: string;
  direccion: string;
  codigoPostal: string;
  localidad: string;
  idProvincia: string;
  idPais: string;
  iban: string;
  numeroSeguridadSocial: string;
  nacionalidades: number[];
  idProvinciaNacimiento: string;
  discapacidad: boolean;
  boletin: boolean;
  idIdioma: string;
}
type Field = keyof PersonalValues;

const RULE_OF: Record<Field, string> = PERSONAL_DATA_FIELD_RULES;

/** What "filled in" means for a required rule: an address needs street, postal code and town (as on the server). */
const REQUIRED_FIELDS: Partial<Record<Field, true>> = {
  nombre: true,
  apellido1: true,
  apellido2: true,
  documento: true,
  fechaNacimiento: true,
  genero: true,
  emailPersonal: true,
  emailEstudiante: true,
  movil: true,
  telefonoFijo: true,
  direccion: true,
  codigoPostal: true,
  localidad: true,
  iban: true,
  numeroSeguridadSocial: true,
  nacionalidades: true,
  idProvinciaNacimiento: true,
  idIdioma: true,
};

const FIELDS = Object.keys(RULE_OF) as Field[];
const SPAIN_CODE = 'ES';

const text = (value: string | null) => value ?? '';
const id = (value: number | null) => (value === null ? '' : String(value));

function initialValues(data: Personal): PersonalValues {
  return {
    nombre: text(data.nombre),
    apellido1: text(data.apellido1),
    apellido2: text(data.apellido2),
    tipoDocumento: text(data.tipoDocumento),
    documento: text(data.documento),
    fechaNacimiento: text(data.fechaNacimiento),
    genero: text(data.genero),
    emailPersonal: text(data.emailPersonal),
    emailEstudiante: text(data.emailEstudiante),
    movil: text(data.movil),
    telefonoFijo: text(data.telefonoFijo),
    direccion: text(data.direccion),
    codigoPostal: text(data.codigoPostal),
    localidad: text(data.localidad),
    idProvincia: id(data.idProvincia),
    idPais: id(data.idPais),
    iban: data.iban ? groupIban(data.iban) : '',
    numeroSeguridadSocial: text(data.numeroSeguridadSocial),
    nacionalidades: data.nacionalidades.map((country) => country.id),
    idProvinciaNacimiento: id(data.idProvinciaNacimiento),
    discapacidad: data.discapacidad,
    boletin: data.boletin,
    idIdioma: id(data.idIdioma),
  };
}

/** The IBAN in groups of four, as printed on bank documents. */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();

/**
 * The shared personalDataBody checks what is sent; fields the candidate cannot change (hidden, or locked with a
 * stored value) are left out, so a stored value that predates a rule never blocks a save (the server keeps it).
 * On top, the brand's required fields must be filled.
 */
function personalResolver(modes: Record<Field, FieldMode>, rules: Record<string, FieldRule>): Resolver<PersonalValues, unknown, EditPersonalDataBody> {
  const base = contractResolver<PersonalValues, EditPersonalDataBody>(personalDataBody);
  return async (values, context, options) => {
    const sent = { ...values };
    for (const field of FIELDS) {
      if (modes[field] !== 'editable') (sent as Record<Field, unknown>)[field] = undefined;
    }
    const result = await base(sent, context, options);
    const errors: FieldErrors<PersonalValues> = { ...result.errors };
    for (const field of FIELDS) {
      if (REQUIRED_FIELDS[field] && modes[field] === 'editable' && isRequiredField(rules[RULE_OF[field]]) && isEmptyValue(values[field]) && !errors[field]) {
        errors[field] = { type: 'required', message: 'required' };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

export function PersonalDataSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const language = useLanguage();
  const editor = useEditor<true>();
  const data = cv.datosPersonales;
  const rules = brand.fields.datosPersonales;

  const rows: (DataItem & { field: Field })[] = [
    { field: 'nombre', label: t('personal.nombre'), value: data.nombre },
    { field: 'apellido1', label: t('personal.apellido1'), value: data.apellido1 },
    { field: 'apellido2', label: t('personal.apellido2'), value: data.apellido2 },
    {
      field: 'documento',
      label: t('personal.documentView'),
      value: data.documento && (data.tipoDocumento ? `${t(`personal.documentKinds.${data.tipoDocumento}`)} ${data.documento}` : data.documento),
    },
    { field: 'fechaNacimiento', label: t('personal.fechaNacimiento'), value: data.fechaNacimiento, kind: 'date' },
    { field: 'genero', label: t('personal.genero'), value: data.genero && t(`personal.genders.${data.genero}`, { defaultValue: data.genero }) },
    { field: 'nacionalidades', label: t('personal.nacionalidades'), value: data.nacionalidades.map((country) => country.nombre).join(', ') || null },
    { field: 'idProvinciaNacimiento', label: t('personal.idProvinciaNacimiento'), value: data.provinciaNacimiento },
    { field: 'emailPersonal', label: t('personal.emailPersonal'), value: data.emailPersonal },
    { field: 'emailEstudiante', label: t('personal.emailEstudiante'), value: data.emailEstudiante },
    { field: 'movil', label: t('personal.movil'), value: data.movil },
    { field: 'telefonoFijo', label: t('personal.telefonoFijo'), value: data.telefonoFijo },
    {
      field: 'direccion',
      label: t('personal.address'),
      value: [data.direccion, [data.codigoPostal, data.localidad].filter(Boolean).join(' '), data.provincia, data.pais].filter(Boolean).join(', ') || null,
    },
    { field: 'iban', label: t('personal.iban'), value: data.iban && groupIban(data.iban) },
    { field: 'numeroSeguridadSocial', label: t('personal.numeroSeguridadSocial'), value: data.numeroSeguridadSocial },
    { field: 'discapacidad', label: t('personal.discapacidadView'), value: data.discapacidad ? t('common.yes') : t('common.no') },
    { field: 'boletin', label: t('personal.boletinView'), value: data.boletin ? t('common.yes') : t('common.no') },
    { field: 'idIdioma', label: t('personal.idIdioma'), value: data.idioma },
  ];
  const visibleRows = rows.filter((row) => fieldMode(rules[RULE_OF[row.field]], null) !== 'hidden');
  const missing = visibleRows.filter((row) => isRequiredField(rules[RULE_OF[row.field]]) && isEmptyValue(row.value));

  return (
    <CvSection
      id="cv-datos-personales"
      title={t('sections.personal')}
      summary={missing.length > 0 ? t('personal.missingSummary', { count: missing.length }) : undefined}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={t('sections.personal')} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <PersonalDataForm cv={cv} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : (
        <>
          {missing.length > 0 && (
            <p className="cv-note cv-note--warning">{t('personal.missing', { fields: missing.map((row) => row.label).join(', ') })}</p>
          )}
          <DataList items={visibleRows} language={language} />
        </>
      )}
    </CvSection>
  );
}

function PersonalDataForm({ cv, formRef, onDone }: { cv: CvDatos; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const language = useLanguage();
  const errorText = useValidationText();
  const save = useEditPersonalData();
  const data = cv.datosPersonales;
  const rules = brand.fields.datosPersonales;
  const provinces = useDomainList('provincias');
  const countries = useSortedDomainList('paises', language);
  const languages = useDomainList('idiomas');
  const defaults = initialValues(data);

  const modes = Object.fromEntries(FIELDS.map((field) => [field, fieldMode(rules[RULE_OF[field]], defaults[field])])) as Record<Field, FieldMode>;
  const required = (field: Field) => isRequiredField(rules[RULE_OF[field]]) && Boolean(REQUIRED_FIELDS[field]);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PersonalValues, unknown, EditPersonalDataBody>({
    resolver: personalResolver(modes, rules),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const country = useWatch({ control, name: 'idPais' });
  const spainId = countries.find((item) => item.codigo === SPAIN_CODE)?.id;
  const provinceApplies = country === '' || country === String(spainId);

  const submit = handleSubmit((body) => {
    const sent = provinceApplies ? body : { ...body, idProvincia: undefined };
    save.mutate(sent, {
      onSuccess: () => onDone(true),
      onError: (failure) => applyServerFieldErrors(failure, FIELDS, setError),
    });
  });

  const labelOf = (field: Field) => t(`personal.${field}`);
  const commonProps = (field: Field) => ({ label: labelOf(field), required: required(field), error: errorText(errors[field]) });
  const lockedValue = (field: Field, value: string | null) => (modes[field] === 'locked' ? <ReadOnlyField label={labelOf(field)} value={value} /> : null);

  const input = (field: Field, extra: React.InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {}) => {
    if (modes[field] === 'hidden') return null;
    return lockedValue(field, defaults[field] as string) ?? <InputField {...commonProps(field)} {...extra} {...register(field)} />;
  };
  const select = (field: Field, options: SelectOption[], display: string | null, placeholder = t('common.choose')) => {
    if (modes[field] === 'hidden') return null;
    return lockedValue(field, display) ?? <SelectField {...commonProps(field)} options={options} placeholder={placeholder} {...register(field)} />;
  };
  const check = (field: 'discapacidad' | 'boletin') => {
    if (modes[field] === 'hidden') return null;
    if (modes[field] === 'locked') return <ReadOnlyField label={t(`personal.${field}View`)} value={defaults[field] ? t('common.yes') : t('common.no')} />;
    return <CheckboxField label={labelOf(field)} {...register(field)} />;
  };

  const brandLanguageIds: number[] = brand.languages.map((code) => LANGUAGE_IDS[code]);
  const languageOptions = toOptions(languages.filter((item) => brandLanguageIds.includes(item.id)));
  // The shared rule (14 to 100 years old): the date picker offers only those dates, the schema refuses others.
  const birthDates = birthDateRange();
  const showGroup = (fields: Field[]) => fields.some((field) => modes[field] !== 'hidden');

  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      {showGroup(['nombre', 'apellido1', 'apellido2', 'tipoDocumento', 'documento', 'fechaNacimiento', 'genero', 'nacionalidades', 'idProvinciaNacimiento']) && (
        <fieldset className="field-group cv-form__group">
          <legend>{t('personal.groups.identity')}</legend>
          <div className="cv-grid">
            {input('nombre', { autoComplete: 'given-name' })}
            {input('apellido1', { autoComplete: 'family-name' })}
            {input('apellido2')}
            {select(
              'tipoDocumento',
              CV_ID_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`personal.documentKinds.${kind}`) })),
              data.tipoDocumento && t(`personal.documentKinds.${data.tipoDocumento}`),
            )}
            {input('documento', { hint: t('personal.documentoHint'), autoComplete: 'off', spellCheck: false })}
            {input('fechaNacimiento', { type: 'date', min: birthDates.min, max: birthDates.max, autoComplete: 'bday' })}
            {select(
              'genero',
              CV_GENDERS.map((gender) => ({ value: gender, label: t(`personal.genders.${gender}`) })),
              data.genero && t(`personal.genders.${data.genero}`, { defaultValue: data.genero }),
            )}
            {select('idProvinciaNacimiento', toOptions(provinces), data.provinciaNacimiento, t('common.none'))}
          </div>
          {modes.nacionalidades === 'editable' && (
            <div className="cv-form__wide">
              <Controller
                control={control}
                name="nacionalidades"
                render={({ field }) => (
                  <ChipPicker
                    legend={labelOf('nacionalidades')}
                    legendVisible
                    required={required('nacionalidades')}
                    filterLabel={t('personal.filterNationalities')}
                    options={countries}
                    selected={field.value}
                    onChange={(ids) => field.onChange(ids)}
                    max={NATIONALITIES_MAX}
                    error={errorText(errors.nacionalidades)}
                  />
                )}
              />
            </div>
          )}
          {modes.nacionalidades === 'locked' && (
            <ReadOnlyField label={labelOf('nacionalidades')} value={data.nacionalidades.map((item) => item.nombre).join(', ')} />
          )}
        </fieldset>
      )}
      {showGroup(['emailPersonal', 'emailEstudiante', 'movil', 'telefonoFijo']) && (
        <fieldset className="field-group cv-form__group">
          <legend>{t('personal.groups.contact')}</legend>
          <div className="cv-grid">
            {input('emailPersonal', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {input('emailEstudiante', { type: 'email', inputMode: 'email', hint: t('personal.emailEstudianteHint') })}
            {input('movil', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {input('telefonoFijo', { type: 'tel', inputMode: 'tel' })}
          </div>
        </fieldset>
      )}
      {showGroup(['direccion']) && (
        <fieldset className="field-group cv-form__group">
          <legend>{t('personal.groups.address')}</legend>
          <div className="cv-grid">
            {input('direccion', { autoComplete: 'street-address', maxLength: POSTAL_ADDRESS_MAX, className: 'cv-form__wide' })}
            {input('codigoPostal', { autoComplete: 'postal-code', inputMode: 'numeric' })}
            {input('localidad', { autoComplete: 'address-level2' })}
            {select('idPais', toOptions(countries), data.pais, t('common.none'))}
            {provinceApplies && select('idProvincia', toOptions(provinces), data.provincia, t('common.none'))}
          </div>
        </fieldset>
      )}
      {showGroup(['iban', 'numeroSeguridadSocial', 'discapacidad', 'boletin', 'idIdioma']) && (
        <fieldset className="field-group cv-form__group">
          <legend>{t('personal.groups.other')}</legend>
          <div className="cv-grid">
            {input('iban', { hint: t('personal.ibanHint'), autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters', className: 'cv-span-2' })}
            {input('numeroSeguridadSocial', { inputMode: 'numeric', autoComplete: 'off' })}
            {select('idIdioma', languageOptions, data.idioma, t('common.none'))}
          </div>
          {check('discapacidad')}
          {check('boletin')}
        </fieldset>
      )}
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
