import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SurveyAnswerInput, SurveyDetail, SurveyQuestion } from '@portal/shared';
import { SURVEY_TEXT_MAX } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, RadioGroup, RequiredMark, TextAreaField } from '@/components/ui/form-fields';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useSaveSurveyAnswers } from '../api/answering';
import './surveys.css';

type Answer = { idsOpcion: number[]; texto: string };

const answered = (q: SurveyQuestion, a: Answer | undefined) => (q.tipo === 'texto' ? (a?.texto.trim() ?? '') !== '' : (a?.idsOpcion.length ?? 0) > 0);

/** The index of the question after `index`: the jump of the chosen single option, else the next one. */
function nextIndex(survey: SurveyDetail, index: number, answer: Answer | undefined): number {
  const question = survey.preguntas[index]!;
  if (question.tipo === 'unica' && answer?.idsOpcion[0] !== undefined) {
    const jump = question.opciones.find((o) => o.idOpcion === answer.idsOpcion[0])?.idPreguntaDestino ?? null;
    const target = jump === null ? -1 : survey.preguntas.findIndex((q) => q.idPregunta === jump);
    if (target > index) return target;
  }
  return index + 1;
}

/**
 * Answering: one question a page, the next one given by the jump of the answer chosen; back to the previous page,
 * start again, and the last page sends every answer of the path taken with the session's token.
 */
export function SurveyRunner({ survey, token }: { survey: SurveyDetail; token: string }) {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const user = useUser();
  const save = useSaveSurveyAnswers();
  const [path, setPath] = useState<number[]>([0]);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [missing, setMissing] = useState(false);
  const index = path[path.length - 1] ?? 0;
  const question = survey.preguntas[index];
  if (save.isSuccess) {
    return (
      <section className="card survey-done" aria-labelledby="survey-done">
        <h2 id="survey-done">{t('answer.thanksTitle')}</h2>
        <p>{t('answer.thanks')}</p>
        {user ? (
          <Link className="button button--primary" to={pathFor('home', language)}>
            {t('answer.backHome')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (!question) return <p>{t('answer.noQuestions')}</p>;
  const answer = answers[question.idPregunta];
  const next = nextIndex(survey, index, answer);
  const last = next >= survey.preguntas.length;
  const set = (value: Answer) => {
    setMissing(false);
    setAnswers((before) => ({ ...before, [question.idPregunta]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.obligatoria && !answered(question, answer)) {
      setMissing(true);
      return;
    }
    if (!last) {
      setPath((before) => [...before, next]);
      return;
    }
    const lContestaciones: SurveyAnswerInput[] = path
      .map((i) => survey.preguntas[i]!)
      .filter((q) => answered(q, answers[q.idPregunta]))
      .map((q) => (q.tipo === 'texto' ? { idPregunta: q.idPregunta, texto: answers[q.idPregunta]!.texto } : { idPregunta: q.idPregunta, idsOpcion: answers[q.idPregunta]!.idsOpcion }));
    save.mutate({ key: survey.urlAcceso, token, lContestaciones });
  };
  const error = missing ? t('answer.required') : undefined;
  return (
    <form className="card survey-page" aria-label={survey.titulo} onSubmit={submit} noValidate>
      <p className="survey-progress" id="survey-progress">
        {t('answer.progress', { n: index + 1, total: survey.preguntas.length })}
      </p>
      <div className="survey-progress__bar" aria-hidden="true">
        <div className="survey-progress__fill" style={{ width: `${Math.round(((index + 1) / survey.preguntas.length) * 100)}%` }} />
      </div>
      {question.tipo === 'unica' ? (
        <RadioGroup
          key={question.idPregunta}
          legend={question.texto}
          name={`pregunta-${question.idPregunta}`}
          required={question.obligatoria}
          value={answer?.idsOpcion[0] === undefined ? '' : String(answer.idsOpcion[0])}
          options={question.opciones.map((o) => ({ value: String(o.idOpcion), label: o.texto }))}
          onChange={(value) => set({ idsOpcion: [Number(value)], texto: '' })}
          error={error}
        />
      ) : question.tipo === 'multiple' ? (
        <fieldset key={question.idPregunta} className={['field-group', error ? 'field-group--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={error ? 'survey-missing' : undefined}>
          <legend className="field__label">
            {question.texto}
            {question.obligatoria && <RequiredMark />}
          </legend>
          {question.opciones.map((o) => (
            <CheckboxField
              key={o.idOpcion}
              label={o.texto}
              checked={answer?.idsOpcion.includes(o.idOpcion) ?? false}
              onChange={(event) => {
                const before = answer?.idsOpcion ?? [];
                set({ idsOpcion: event.target.checked ? [...before, o.idOpcion] : before.filter((id) => id !== o.idOpcion), texto: '' });
              }}
            />
          ))}
          {error && (
            <p id="survey-missing" className="field__error">
              {error}
            </p>
          )}
        </fieldset>
      ) : (
        <TextAreaField
          key={question.idPregunta}
          label={question.texto}
          required={question.obligatoria}
          rows={4}
          maxLength={SURVEY_TEXT_MAX}
          length={answer?.texto.length ?? 0}
          value={answer?.texto ?? ''}
          onChange={(event) => set({ idsOpcion: [], texto: event.target.value })}
          error={error}
        />
      )}
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="survey-actions">
        {path.length > 1 ? (
          <button type="button" className="button button--secondary" onClick={() => setPath((before) => before.slice(0, -1))}>
            {t('answer.previous')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {last ? t('answer.send') : t('answer.next')}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setPath([0]);
            setAnswers({});
            setMissing(false);
          }}
        >
          {t('answer.restart')}
        </button>
      </div>
    </form>
  );
}
