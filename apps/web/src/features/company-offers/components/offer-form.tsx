import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { OFFER_TEXT_LONG_MAX, type DatosOf, type companyOfferCalls } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, RadioGroup, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useBrand } from '@/lib/brand';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDomainList, useSortedDomainList } from '@/lib/reference-data';
import { useSaveOffer } from '../api/save-offer';
import { useSaveOfferDraft } from '../api/save-offer-draft';
import { toDraftWire } from '../utils/offer-draft';
import {
  ALL_FIELDS,
  STEP_COUNT,
  STEP_FIELDS,
  ruleOfField,
  stepOfField,
  toWire,
  validateOffer,
  type FieldRules,
  type OfferFieldName,
  type OfferFormState,
} from '../utils/offer-form-state';
import { DegreePicker } from './degree-picker';
import { DraftPreview } from './draft-preview';
import { IdChecklist } from './id-checklist';
import { LanguageRequirements } from './language-requirements';
import { MissingCompanyDataAlert, missingCompanyFields } from './missing-company-data-alert';
import { StepProgress } from './step-progress';
import { TagSuggestions } from './tag-suggestions';
import './offer-form.css';

export type SavedOffer = DatosOf<typeof companyOfferCalls.save>;

interface OfferFormProps {
  initial: OfferFormState;
  initialStep?: number;
  /** Focus the step's title at once: the person was moving on when the page took the draft's address. */
  focusStep?: boolean;
  /** The offer's id once it exists (a draft, or an offer already sent). */
  idOferta?: number;
  /**
   * A new offer or a draft: each step is kept on the server as a draft (the profile may still change), a preview
   * shows it as candidates will read it, and the last step sends it. Otherwise an offer already sent is edited.
   */
  draft: boolean;
  /** The company has no IBAN yet: an internship offer asks for it (72). */
  needsIban: boolean;
  /** The first save of a new offer made it a draft: the page gives it its own address, so a reload finds it. */
  onDraftCreated?: (idOferta: number, step: number) => void;
  onSaved: (saved: SavedOffer, values: OfferFormState) => void;
}

/** Always asked, whatever the brand: the spec's own mandatory fields. */
const ALWAYS_REQUIRED: readonly OfferFieldName[] = ['titulo', 'descripcion'];

function stepsWithErrors(errors: FieldErrors<OfferFormState>): number[] {
  return [...new Set(Object.keys(errors).map(stepOfField))].sort();
}

/**
 * The offer form in four steps (spec 1 §2 "Offer form in steps"): the offer, its conditions, where and for whom,
 * the company's tutor and publication. Enter moves on to the next step; every step can be opened from the
 * progress list; the fields the brand hides are not drawn and those it requires are marked. An error of the
 * server lands on its field and opens the first step holding one. A new offer is kept on the server as a draft
 * at each step (and on demand), so a closed tab loses nothing; it reaches the service only when sent.
 */
export function OfferForm({ initial, initialStep = 0, focusStep = false, idOferta, draft, needsIban, onDraftCreated, onSaved }: OfferFormProps) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const brand = useBrand();
  const rules = (brand.fields.oferta ?? {}) as FieldRules;
  const validationText = useValidationText();
  const save = useSaveOffer();
  const keep = useSaveOfferDraft();
  const [draftId, setDraftId] = useState(idOferta);
  const [kept, setKept] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), STEP_COUNT - 1));
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLFormElement>(null);
  const moved = useRef(focusStep);
  const form = useForm<OfferFormState>({ defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { register, control, watch, setError, clearErrors, handleSubmit, getValues, formState } = form;
  const errors = formState.errors;
  const profile = watch('idPerfil');
  const job = profile === '1';
  const provinceId = watch('idProvincia');
  const description = watch('descripcion');
  const tasks = watch('tareas');
  const tagsText = watch('etiquetas');

  const sectors = useSortedDomainList('sectores', language);
  const areas = useSortedDomainList('areasFuncionales', language);
  const contracts = useSortedDomainList('tiposContrato', language);
  const programmes = useSortedDomainList('programas', language);
  const countries = useSortedDomainList('paises', language);
  const provinces = useSortedDomainList('provincias', language);
  const islands = useDomainList('islas');
  const campus = useSortedDomainList('campus', language);
  const licences = useDomainList('carnetsConducir');
  const software = useSortedDomainList('programasInformaticos', language);
  const documents = useSortedDomainList('tiposDocumento', language);
  const competences = useSortedDomainList('competencias', language);
  const interests = useSortedDomainList('tagsInteres', language);
  const islandsOfProvince = useMemo(() => islands.filter((i) => String(i.idPadre) === provinceId), [islands, provinceId]);
  const options = (list: readonly { id: number; nombre: string }[]) => list.map((item) => ({ value: String(item.id), label: item.nombre }));

  useEffect(() => {
    // A new step starts at the top of the form, progress in sight, focus on the step's title for screen readers.
    if (moved.current) {
      top.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setKept('');
    setPreviewing(false);
    setStep(next);
  };

  const visible = (name: OfferFieldName) => ruleOfField(rules, name).visible;
  const required = (name: OfferFieldName) => ALWAYS_REQUIRED.includes(name) || (ruleOfField(rules, name).visible && ruleOfField(rules, name).required);
  /** A field the institution manages keeps its stored value on an edit of an offer already sent: shown read-only. */
  const locked = (name: OfferFieldName) => !draft && idOferta !== undefined && !ruleOfField(rules, name).editable && initial[name] !== '';
  const errorOf = (name: OfferFieldName) => validationText(errors[name] as { message?: string } | undefined);
  const text = (name: OfferFieldName, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> & { hint?: string } = {}) =>
    visible(name) && (
      <InputField
        label={t(`fields.${name}` as 'fields.titulo')}
        required={required(name)}
        error={errorOf(name)}
        readOnly={locked(name)}
        {...extra}
        {...register(name)}
      />
    );
  const select = (name: OfferFieldName, list: { value: string; label: string }[], extra: { hint?: string; placeholder?: string } = {}) =>
    visible(name) && (
      <SelectField
        label={t(`fields.${name}` as 'fields.titulo')}
        required={required(name)}
        error={errorOf(name)}
        options={list}
        placeholder={extra.placeholder ?? t('form.choose')}
        disabled={locked(name)}
        {...(extra.hint ? { hint: extra.hint } : {})}
        {...register(name)}
      />
    );
  const check = (name: OfferFieldName, hint?: string) =>
    visible(name) && <CheckboxField label={t(`fields.${name}` as 'fields.titulo')} {...(hint ? { hint } : {})} {...register(name)} />;
  const checklist = (name: 'programasInformaticos' | 'documentosRequeridos' | 'competencias' | 'intereses', list: readonly { id: number; nombre: string }[], hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <IdChecklist legend={t(`fields.${name}`)} options={list} value={field.value} onChange={field.onChange} error={errorOf(name)} {...(hint ? { hint } : {})} />
      )}
    />
  );

  /** The form's own check of some fields: their errors set, true when none. */
  const checkFields = (fields: readonly OfferFieldName[]): boolean => {
    const found = validateOffer(getValues(), rules, needsIban, islandsOfProvince.length > 0);
    clearErrors(fields as OfferFieldName[]);
    let first = true;
    for (const field of fields) {
      const key = found[field];
      if (!key) continue;
      setError(field, { type: 'client', message: key }, { shouldFocus: first });
      first = false;
    }
    return first;
  };

  /** The server's field errors marked on their fields, and the first step holding one opened. */
  const showServerErrors = (error: unknown) => {
    if (applyServerFieldErrors(error, ALL_FIELDS, setError)) {
      const marked = Object.keys(form.formState.errors);
      const firstStep = Math.min(...marked.map(stepOfField));
      if (Number.isFinite(firstStep) && firstStep !== step) goTo(firstStep);
    }
  };

  /** Keeps the form on the server as a draft, on the step given; false when refused (the errors are on their fields). */
  const keepDraft = async (onStep: number): Promise<boolean> => {
    try {
      const saved = await keep.mutateAsync(toDraftWire(getValues(), onStep, draftId));
      if (draftId === undefined) onDraftCreated?.(saved.idOferta, onStep);
      setDraftId(saved.idOferta);
      return true;
    } catch (error) {
      showServerErrors(error);
      return false;
    }
  };

  const keepNow = async () => {
    clearErrors();
    if (await keepDraft(step)) setKept(t('editor.draftSaved'));
  };

  const preview = async () => {
    clearErrors();
    if (await keepDraft(step)) setPreviewing(true);
  };

  const submit = handleSubmit(async () => {
    if (step < STEP_COUNT - 1) {
      if (!checkFields(STEP_FIELDS[step] ?? [])) return;
      if (draft && !(await keepDraft(step + 1))) return;
      goTo(step + 1);
      return;
    }
    if (!checkFields(ALL_FIELDS)) {
      const found = validateOffer(getValues(), rules, needsIban, islandsOfProvince.length > 0);
      const firstStep = Math.min(...Object.keys(found).map(stepOfField));
      if (firstStep !== step) goTo(firstStep);
      return;
    }
    try {
      // A draft is sent by its id: the server checks it in full and the service hears of it now.
      const saved = await save.mutateAsync(toWire(getValues(), draft ? draftId : idOferta));
      onSaved(saved, getValues());
    } catch (error) {
      // The company's own data is missing (611): the last step is kept too, so completing the data loses nothing.
      if (draft && missingCompanyFields(error)) await keepDraft(step);
      showServerErrors(error);
    }
  });

  const stepNames = [t('steps.offer'), t('steps.conditions'), t('steps.requirements'), t('steps.publication')];
  const section = (index: number, intro: string, children: ReactNode) =>
    step === index && (
      <section className="card offer-form__step" aria-labelledby="offer-step-title">
        <h2 id="offer-step-title" className="offer-form__step-title" tabIndex={-1} ref={heading}>
          {stepNames[index]}
        </h2>
        <p className="muted offer-form__intro">{intro}</p>
        {children}
      </section>
    );
  const failed = save.error ?? keep.error;
  const serverError = failed && Object.keys(errors).length === 0 ? failed : null;
  const busy = save.isPending || keep.isPending;

  return (
    <form className="offer-form" onSubmit={submit} noValidate ref={top}>
      <StepProgress steps={stepNames} current={step} withErrors={stepsWithErrors(errors)} onSelect={goTo} />
      {serverError && (missingCompanyFields(serverError) ? <MissingCompanyDataAlert error={serverError} /> : <ApiErrorAlert error={serverError} />)}

      {section(
        0,
        t('intro.offer'),
        <div className="offer-form__grid">
          {draft ? (
            <Controller
              control={control}
              name="idPerfil"
              render={({ field }) => (
                <RadioGroup
                  legend={t('fields.idPerfil')}
                  name="idPerfil"
                  value={field.value}
                  onChange={field.onChange}
                  required
                  options={[
                    { value: '1', label: t('profile.1'), hint: t('profile.hint1') },
                    { value: '2', label: t('profile.2'), hint: t('profile.hint2') },
                  ]}
                />
              )}
            />
          ) : (
            <p className="offer-form__profile">
              <strong>{t('fields.idPerfil')}:</strong> {t(job ? 'profile.1' : 'profile.2')}
            </p>
          )}
          <div className="offer-form__wide">{text('titulo', { autoComplete: 'off', maxLength: 150, autoFocus: idOferta === undefined && step === 0 })}</div>
          {text('plazas', { type: 'number', min: 1, max: 999, inputMode: 'numeric' })}
          {select('idSector', options(sectors))}
          {select('idAreaFuncional', options(areas))}
          {visible('descripcion') && (
            <TextAreaField
              className="offer-form__wide"
              label={t('fields.descripcion')}
              required
              error={errorOf('descripcion')}
              length={description.length}
              maxLength={OFFER_TEXT_LONG_MAX}
              rows={6}
              {...register('descripcion')}
            />
          )}
          {visible('tareas') && (
            <TextAreaField
              className="offer-form__wide"
              label={t('fields.tareas')}
              required={required('tareas')}
              hint={t('hints.tareas')}
              error={errorOf('tareas')}
              length={tasks.length}
              maxLength={OFFER_TEXT_LONG_MAX}
              rows={4}
              {...register('tareas')}
            />
          )}
          <div className="offer-form__wide">
            {text('etiquetas', { hint: t('hints.etiquetas'), autoComplete: 'off' })}
            <TagSuggestions value={tagsText} onChange={(next) => form.setValue('etiquetas', next, { shouldDirty: true })} />
          </div>
          {!job && check('tfgTfm', t('hints.tfgTfm'))}
          {check('internacional')}
        </div>,
      )}

      {section(
        1,
        t(job ? 'intro.conditionsJob' : 'intro.conditionsInternship'),
        <div className="offer-form__grid">
          {job ? (
            <>
              {select('idContrato', options(contracts))}
              <div className="offer-form__pair">
                {text('salario', { type: 'number', min: 0, step: 100, inputMode: 'decimal', hint: t('hints.salario') })}
                {text('salarioMaximo', { type: 'number', min: 0, step: 100, inputMode: 'decimal' })}
              </div>
            </>
          ) : (
            <>
              {text('ayudaMensual', { type: 'number', min: 0, step: 10, inputMode: 'decimal', hint: t('hints.ayudaMensual') })}
              {select('idPrograma', options(programmes.filter((p) => p.atributos.active !== false || String(p.id) === String(getValues('idPrograma')))))}
              {needsIban && text('iban', { hint: t('hints.iban'), autoComplete: 'off', spellCheck: false, required: true })}
            </>
          )}
          {text('remuneracionOtra', { hint: t('hints.remuneracionOtra') })}
          {select(
            'modalidad',
            (['presencial', 'hibrido', 'remoto'] as const).map((m) => ({ value: m, label: t(`modality.${m}`) })),
          )}
          <div className="offer-form__wide">{text('horario', { hint: t('hints.horario') })}</div>
          {text('horasDia', { type: 'number', min: 0, max: 12, step: 0.5, inputMode: 'decimal' })}
          {text('dedicacion', { type: 'number', min: 0, max: 100, inputMode: 'numeric', hint: t('hints.dedicacion') })}
          {text('duracionMeses', { type: 'number', min: 0, max: 12, inputMode: 'numeric' })}
          {text('fechaInicio', { type: 'date' })}
          {text('fechaFin', { type: 'date' })}
          {text('fechaCaducidad', { type: 'date', hint: t('hints.fechaCaducidad') })}
        </div>,
      )}

      {section(
        2,
        t('intro.requirements'),
        <div className="offer-form__grid">
          {select('idPais', options(countries), { hint: t('hints.idPais'), placeholder: t('form.spain') })}
          {select('idProvincia', options(provinces))}
          {islandsOfProvince.length > 0 && select('idIsla', options(islandsOfProvince))}
          {text('localidad', { autoComplete: 'address-level2' })}
          {!job && campus.length > 0 && select('campus', campus.map((c) => ({ value: c.nombre, label: c.nombre })))}
          <div className="offer-form__wide">
            <Controller control={control} name="titulaciones" render={({ field }) => <DegreePicker value={field.value} onChange={field.onChange} error={errorOf('titulaciones')} />} />
          </div>
          <div className="offer-form__wide">
            <Controller
              control={control}
              name="idiomas"
              render={({ field }) => <LanguageRequirements value={field.value} onChange={field.onChange} error={errorOf('idiomas')} />}
            />
          </div>
          <div className="offer-form__pair">
            {text('experienciaMeses', { type: 'number', min: 0, max: 600, inputMode: 'numeric' })}
            <div className="offer-form__check-inline">{check('experienciaRequerida', t('hints.experienciaRequerida'))}</div>
          </div>
          {job
            ? text('anioMaximoTitulacion', { type: 'number', min: 1950, max: 2100, inputMode: 'numeric', hint: t('hints.anioMaximoTitulacion') })
            : text('creditosMinimos', { type: 'number', min: 0, max: 100, inputMode: 'decimal', hint: t('hints.creditosMinimos') })}
          {select('carnetConducir', licences.map((l) => ({ value: l.codigo ?? String(l.id), label: l.nombre })))}
          {select('trabajandoActualmente', [
            { value: 'true', label: t('working.true') },
            { value: 'false', label: t('working.false') },
          ], { placeholder: t('working.any') })}
          <div className="offer-form__wide offer-form__checks">
            {check('vehiculoPropio')}
            {check('disponibilidadViajar')}
            {check('disponibilidadCambioResidencia')}
          </div>
          <details className="offer-form__wide offer-form__more">
            <summary>{t('form.moreRequirements')}</summary>
            <div className="offer-form__grid">
              {checklist('programasInformaticos', software, t('hints.programasInformaticos'))}
              {checklist('documentosRequeridos', documents, t('hints.documentosRequeridos'))}
              {checklist('competencias', competences)}
              {checklist('intereses', interests)}
            </div>
          </details>
        </div>,
      )}

      {section(
        3,
        t('intro.publication'),
        <div className="offer-form__grid">
          {visible('tutorNombre') && <h3 className="offer-form__subtitle offer-form__wide">{t('form.tutor')}</h3>}
          {text('tutorNombre', { autoComplete: 'given-name' })}
          {text('tutorApellidos', { autoComplete: 'family-name' })}
          {text('tutorEmail', { type: 'email', autoComplete: 'email' })}
          {text('tutorTelefono', { type: 'tel', autoComplete: 'tel' })}
          {text('tutorCargo', { autoComplete: 'organization-title' })}
          {text('tutorDepartamento')}
          {text('tutorTitulacion')}
          {text('tutorDni', { autoComplete: 'off', hint: t('hints.tutorDni') })}
          <h3 className="offer-form__subtitle offer-form__wide">{t('form.publication')}</h3>
          <div className="offer-form__wide">{text('enlaceInscripcion', { type: 'url', hint: t('hints.enlaceInscripcion') })}</div>
          {text('candidatoPreferido', { hint: t('hints.candidatoPreferido') })}
          {text('empresaDestino', { hint: t('hints.empresaDestino') })}
          {text('numeroPedido')}
          <div className="offer-form__wide">{check('ocultarDatosEmpresa', t('hints.ocultarDatosEmpresa'))}</div>
          {visible('observaciones') && (
            <TextAreaField className="offer-form__wide" label={t('fields.observaciones')} hint={t('hints.observaciones')} error={errorOf('observaciones')} rows={3} {...register('observaciones')} />
          )}
        </div>,
      )}

      <div className="offer-form__actions">
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={() => goTo(step - 1)}>
            {t('form.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {step < STEP_COUNT - 1 ? (
            <>
              <span className="offer-form__next-long">{t('form.nextTo', { step: stepNames[step + 1] })}</span>
              <span className="offer-form__next-short">{t('form.next')}</span>
            </>
          ) : save.isPending ? (
            t('form.saving')
          ) : (
            t(draft ? 'form.create' : 'form.saveChanges')
          )}
        </button>
        {draft && step === STEP_COUNT - 1 && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void preview()}>
            {t('form.preview')}
          </button>
        )}
        {draft && (
          <button type="button" className="button button--light" disabled={busy} onClick={() => void keepNow()}>
            {t('form.saveDraft')}
          </button>
        )}
        {step < STEP_COUNT - 1 && <span className="muted offer-form__enter-hint">{t('form.enterHint')}</span>}
        <p className="offer-form__kept" role="status">
          {kept}
        </p>
      </div>
      {previewing && draftId !== undefined && <DraftPreview idOferta={draftId} />}
    </form>
  );
}
