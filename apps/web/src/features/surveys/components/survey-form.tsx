import { useState, type FormEvent } from 'react';
import {
  LANGUAGES,
  SURVEY_OFFER_TYPES,
  SURVEY_QUESTION_KINDS,
  type Language,
  type StaffSurvey,
  type StaffSurveyInput,
  type SurveyOfferType,
  type SurveyQuestionKind,
  type SurveyTarget,
  type SurveyTranslations,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';
import { useSaveSurvey } from '../api/staff-surveys';
import { SurveyLanguages } from './survey-languages';
import { fillEmpty, noTexts, textsOf, translationsOf, type Texts } from './survey-texts';
import './surveys.css';

interface OptionDraft {
  clave: string;
  texto: Texts;
  destino: string;
}
interface QuestionDraft {
  clave: string;
  tipo: SurveyQuestionKind;
  texto: Texts;
  obligatoria: boolean;
  opciones: OptionDraft[];
}

let counter = 0;
const newKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;
const newOption = (): OptionDraft => ({ clave: newKey('o'), texto: noTexts(), destino: '' });
const newQuestion = (): QuestionDraft => ({ clave: newKey('q'), tipo: 'unica', texto: noTexts(), obligatoria: false, opciones: [newOption(), newOption()] });

/** `datetime-local` works in the browser's time; the API takes instants. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

function draftOf(survey: StaffSurvey): QuestionDraft[] {
  const keyOf = (id: number) => `q${id}`;
  return survey.preguntas.map((q) => ({
    clave: keyOf(q.idPregunta),
    tipo: q.tipo,
    texto: textsOf(q.texto, survey.idioma, q.traducciones),
    obligatoria: q.obligatoria,
    opciones: q.opciones.map((o) => ({ clave: `o${o.idOpcion}`, texto: textsOf(o.texto, survey.idioma, o.traducciones), destino: o.idPreguntaDestino === null ? '' : keyOf(o.idPreguntaDestino) })),
  }));
}

/** The survey's title and description in each language. */
function surveyTextsOf(survey: StaffSurvey | null): { titulo: Texts; descripcion: Texts } {
  if (!survey) return { titulo: noTexts(), descripcion: noTexts() };
  const pick = (field: 'titulo' | 'descripcion') => Object.fromEntries(LANGUAGES.flatMap((l) => (survey.traducciones[l]?.[field] ? [[l, survey.traducciones[l][field]]] : [])));
  return { titulo: textsOf(survey.titulo, survey.idioma, pick('titulo')), descripcion: textsOf(survey.descripcion, survey.idioma, pick('descripcion')) };
}

function surveyTranslations(titulo: Texts, descripcion: Texts, own: Language): SurveyTranslations {
  const titles = translationsOf(titulo, own);
  const descriptions = translationsOf(descripcion, own);
  const translations: SurveyTranslations = {};
  for (const language of LANGUAGES) {
    if (titles[language] || descriptions[language]) translations[language] = { ...(titles[language] ? { titulo: titles[language] } : {}), ...(descriptions[language] ? { descripcion: descriptions[language] } : {}) };
  }
  return translations;
}

/**
 * Builds or edits a survey: its texts, target, dates, anonymous and mandatory marks, its data-protection clause,
 * and its questions with their options; a single-choice option may jump to a later question.
 */
export function SurveyForm({ editing, onDone, onCancel }: { editing: StaffSurvey | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('surveys');
  const interfaceLanguage = useLanguage();
  const degrees = useSortedDomainList('titulaciones', interfaceLanguage);
  const save = useSaveSurvey();
  const [idioma, setIdioma] = useState<Language>(editing?.idioma ?? interfaceLanguage);
  const [writing, setWriting] = useState<Language>(idioma);
  const [texts, setTexts] = useState(() => surveyTextsOf(editing));
  const [form, setForm] = useState(() => ({
    idTitulacion: editing?.idTitulacion ? String(editing.idTitulacion) : '',
    tipoOferta: (editing?.tipoOferta ?? '') as SurveyOfferType | '',
    anonima: editing?.anonima ?? false,
    obligatoria: editing?.obligatoria ?? false,
    destinatarios: (editing?.destinatarios ?? 'Alumno') as SurveyTarget,
    fechaInicio: toLocalInput(editing?.fechaInicio ?? new Date().toISOString()),
    fechaFin: toLocalInput(editing?.fechaFin ?? new Date(Date.now() + 14 * 86_400_000).toISOString()),
    textoRGPD: editing?.textoRGPD ?? '',
  }));
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => (editing ? draftOf(editing) : [newQuestion()]));
  const text = (field: 'fechaInicio' | 'fechaFin' | 'textoRGPD') => (event: { target: { value: string } }) => setForm((before) => ({ ...before, [field]: event.target.value }));
  const surveyText = (field: 'titulo' | 'descripcion') => (event: { target: { value: string } }) =>
    setTexts((before) => ({ ...before, [field]: { ...before[field], [writing]: event.target.value } }));
  const own = writing === idioma;
  const fillOthers = () => {
    setTexts((before) => ({ titulo: fillEmpty(before.titulo, writing), descripcion: fillEmpty(before.descripcion, writing) }));
    setQuestions((before) => before.map((q) => ({ ...q, texto: fillEmpty(q.texto, writing), opciones: q.opciones.map((o) => ({ ...o, texto: fillEmpty(o.texto, writing) })) })));
  };
  const translationHint = own ? undefined : t('staff.translationHint', { language: t(`staff.languages.${idioma}`) });
  const setQuestion = (index: number, change: Partial<QuestionDraft>) => setQuestions((before) => before.map((q, i) => (i === index ? { ...q, ...change } : q)));
  const setOption = (qi: number, oi: number, change: Partial<OptionDraft>) =>
    setQuestions((before) => before.map((q, i) => (i === qi ? { ...q, opciones: q.opciones.map((o, j) => (j === oi ? { ...o, ...change } : o)) } : q)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { idTitulacion, tipoOferta, ...rest } = form;
    const body: StaffSurveyInput = {
      ...(editing ? { id: editing.id } : {}),
      ...rest,
      idioma,
      titulo: texts.titulo[idioma],
      descripcion: texts.descripcion[idioma],
      traducciones: surveyTranslations(texts.titulo, texts.descripcion, idioma),
      ...(form.destinatarios === 'Alumno' && idTitulacion ? { idTitulacion: Number(idTitulacion) } : {}),
      ...(form.destinatarios === 'Empresa' && tipoOferta ? { tipoOferta } : {}),
      fechaInicio: fromLocalInput(form.fechaInicio),
      fechaFin: fromLocalInput(form.fechaFin),
      preguntas: questions.map((q) => ({
        clave: q.clave,
        tipo: q.tipo,
        texto: q.texto[idioma],
        traducciones: translationsOf(q.texto, idioma),
        obligatoria: q.obligatoria,
        opciones:
          q.tipo === 'texto'
            ? []
            : q.opciones.map((o) => ({ clave: o.clave, texto: o.texto[idioma], traducciones: translationsOf(o.texto, idioma), destino: q.tipo === 'unica' ? o.destino : '' })),
      })),
    };
    save.mutate(body, { onSuccess: () => onDone(t('staff.saved', { name: texts.titulo[idioma] })) });
  };

  return (
    <form className="bo-form card" aria-label={editing ? t('staff.edit') : t('staff.new')} onSubmit={submit}>
      <h3>{editing ? t('staff.edit') : t('staff.new')}</h3>
      {editing && editing.respuestas > 0 ? <p className="muted">{t('staff.hasAnswers')}</p> : null}
      <SelectField
        label={t('staff.language')}
        hint={t('staff.languageHint')}
        value={idioma}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`staff.languages.${language}`) }))}
        onChange={(event) => {
          setIdioma(event.target.value as Language);
          setWriting(event.target.value as Language);
        }}
      />
      <SurveyLanguages current={writing} own={idioma} onSelect={setWriting} onFill={fillOthers} />
      <InputField
        key={`title-${writing}`}
        label={t('staff.titleIn', { language: t(`staff.languages.${writing}`) })}
        hint={translationHint}
        required={own}
        maxLength={150}
        placeholder={own ? undefined : texts.titulo[idioma]}
        value={texts.titulo[writing]}
        onChange={surveyText('titulo')}
      />
      <TextAreaField
        key={`description-${writing}`}
        label={t('staff.descriptionIn', { language: t(`staff.languages.${writing}`) })}
        hint={translationHint}
        rows={2}
        maxLength={2000}
        length={texts.descripcion[writing].length}
        value={texts.descripcion[writing]}
        onChange={surveyText('descripcion')}
      />
      <div className="bo-form__row">
        <SelectField
          label={t('staff.target')}
          value={form.destinatarios}
          options={[
            { value: 'Alumno', label: t('staff.targets.Alumno') },
            { value: 'Empresa', label: t('staff.targets.Empresa') },
          ]}
          onChange={(event) => setForm((before) => ({ ...before, destinatarios: event.target.value as SurveyTarget }))}
        />
        {form.destinatarios === 'Alumno' ? (
          <SelectField
            label={t('staff.degree')}
            value={form.idTitulacion}
            placeholder={t('staff.allDegrees')}
            options={degrees.map((degree) => ({ value: String(degree.id), label: degree.nombre }))}
            onChange={(event) => setForm((before) => ({ ...before, idTitulacion: event.target.value }))}
          />
        ) : (
          <SelectField
            label={t('staff.offerType')}
            hint={t('staff.offerTypeHint')}
            value={form.tipoOferta}
            placeholder={t('staff.allCompanies')}
            options={SURVEY_OFFER_TYPES.map((type) => ({ value: type, label: t(`staff.offerTypes.${type}`) }))}
            onChange={(event) => setForm((before) => ({ ...before, tipoOferta: event.target.value as SurveyOfferType | '' }))}
          />
        )}
      </div>
      <div className="bo-form__row">
        <InputField label={t('staff.start')} type="datetime-local" required value={form.fechaInicio} onChange={text('fechaInicio')} />
        <InputField label={t('staff.end')} type="datetime-local" required value={form.fechaFin} onChange={text('fechaFin')} />
      </div>
      <CheckboxField label={t('staff.anonymous')} hint={t('staff.anonymousHint')} checked={form.anonima} onChange={(event) => setForm((before) => ({ ...before, anonima: event.target.checked }))} />
      <CheckboxField label={t('staff.mandatory')} hint={t('staff.mandatoryHint')} checked={form.obligatoria} onChange={(event) => setForm((before) => ({ ...before, obligatoria: event.target.checked }))} />
      <TextAreaField label={t('staff.clause')} hint={t('staff.clauseHint')} rows={2} maxLength={4000} length={form.textoRGPD.length} value={form.textoRGPD} onChange={text('textoRGPD')} />

      <h4>{t('staff.questions')}</h4>
      {questions.map((q, qi) => {
        const later = questions.slice(qi + 1).map((target, i) => ({ value: target.clave, label: t('staff.jumpTo', { n: qi + i + 2, text: target.texto[writing] || target.texto[idioma] || '…' }) }));
        return (
          <fieldset key={q.clave} className="survey-question">
            <legend>{t('staff.question', { n: qi + 1 })}</legend>
            <InputField
              key={`text-${writing}`}
              label={t('staff.questionText')}
              hint={translationHint}
              required={own}
              maxLength={500}
              placeholder={own ? undefined : q.texto[idioma]}
              value={q.texto[writing]}
              onChange={(event) => setQuestion(qi, { texto: { ...q.texto, [writing]: event.target.value } })}
            />
            <div className="bo-form__row">
              <SelectField
                label={t('staff.kind')}
                value={q.tipo}
                options={SURVEY_QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`staff.kinds.${kind}`) }))}
                onChange={(event) => setQuestion(qi, { tipo: event.target.value as SurveyQuestionKind })}
              />
              <CheckboxField label={t('staff.questionMandatory')} checked={q.obligatoria} onChange={(event) => setQuestion(qi, { obligatoria: event.target.checked })} />
            </div>
            {q.tipo !== 'texto'
              ? q.opciones.map((o, oi) => (
                  <div key={o.clave} className="survey-option">
                    <InputField
                      key={`option-${writing}`}
                      label={t('staff.option', { n: oi + 1 })}
                      required={own}
                      maxLength={200}
                      placeholder={own ? undefined : o.texto[idioma]}
                      value={o.texto[writing]}
                      onChange={(event) => setOption(qi, oi, { texto: { ...o.texto, [writing]: event.target.value } })}
                    />
                    {q.tipo === 'unica' ? (
                      <SelectField
                        label={t('staff.jump', { n: oi + 1 })}
                        value={o.destino}
                        placeholder={t('staff.noJump')}
                        options={later}
                        onChange={(event) => setOption(qi, oi, { destino: event.target.value })}
                      />
                    ) : (
                      <span />
                    )}
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={q.opciones.length <= 2}
                      onClick={() => setQuestion(qi, { opciones: q.opciones.filter((_, j) => j !== oi) })}
                      aria-label={t('staff.removeOption', { n: oi + 1, q: qi + 1 })}
                    >
                      {t('staff.remove')}
                    </button>
                  </div>
                ))
              : null}
            <div className="bo-actions">
              {q.tipo !== 'texto' ? (
                <button type="button" className="button button--secondary" onClick={() => setQuestion(qi, { opciones: [...q.opciones, newOption()] })}>
                  {t('staff.addOption')}
                </button>
              ) : null}
              <button
                type="button"
                className="button button--secondary"
                disabled={questions.length <= 1}
                onClick={() => setQuestions((before) => before.filter((_, i) => i !== qi))}
                aria-label={t('staff.removeQuestion', { n: qi + 1 })}
              >
                {t('staff.removeQuestionShort')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="bo-actions">
        <button type="button" className="button button--secondary" onClick={() => setQuestions((before) => [...before, newQuestion()])}>
          {t('staff.addQuestion')}
        </button>
      </div>
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="bo-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('staff.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}
