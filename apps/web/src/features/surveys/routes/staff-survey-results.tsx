import { useParams } from 'react-router';
import { staffSurveysCalls } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Loading } from '@/components/ui/loading';
import { useTranslation } from '@/lib/i18n';
import { useSurveyResults } from '../api/staff-surveys';
import '@/components/ui/back-office.css';
import '../components/surveys.css';

/**
 * /gestion/encuestas/{id}/resultados: how many chose each option (a bar per option, drawn with CSS, with its number
 * written beside it), the free-text answers, and the CSV of every response. Nothing here names who answered.
 */
export function StaffSurveyResultsPage() {
  const { t } = useTranslation('surveys');
  const id = Number(useParams().id);
  const results = useSurveyResults(id);
  if (results.isError) return <div className="page-content"><ApiErrorAlert error={results.error} /></div>;
  if (results.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const { encuesta, preguntas } = results.data;
  return (
    <div className="page-content bo-detail">
      <section className="card" aria-labelledby="survey-results-title">
        <div className="bo-list-head">
          <h2 id="survey-results-title">{encuesta.titulo}</h2>
          <ExportCsvButton call={staffSurveysCalls.resultsExport} params={{ id }} fileName={`encuesta-${id}.csv`} empty={encuesta.respuestas === 0} />
        </div>
        <p>{t('results.responses', { count: encuesta.respuestas })}</p>
        {encuesta.anonima ? <p className="muted">{t('results.anonymous')}</p> : null}
      </section>
      {preguntas.map((q, i) => {
        const max = Math.max(1, ...q.opciones.map((o) => o.votos));
        return (
          <section key={q.idPregunta} className="card" aria-labelledby={`question-${q.idPregunta}`}>
            <h3 id={`question-${q.idPregunta}`}>
              {i + 1}. {q.texto}
            </h3>
            <p className="muted">{t('results.answered', { count: q.respuestas })}</p>
            {q.opciones.length > 0 ? (
              <ul className="survey-list" aria-label={t('results.chart', { n: i + 1 })}>
                {q.opciones.map((o) => (
                  <li key={o.idOpcion} className="survey-results__bar">
                    <span>{o.texto}</span>
                    <span className="survey-results__track" aria-hidden="true">
                      <span className="survey-results__fill" style={{ display: 'block', width: `${Math.round((o.votos / max) * 100)}%` }} />
                    </span>
                    <span>{t('results.votes', { count: o.votos })}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {q.tipo === 'texto' ? (
              q.textos.length === 0 ? (
                <p className="muted">{t('results.noTexts')}</p>
              ) : (
                <ul className="survey-texts">
                  {q.textos.map((text, j) => (
                    <li key={j}>{text}</li>
                  ))}
                </ul>
              )
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
