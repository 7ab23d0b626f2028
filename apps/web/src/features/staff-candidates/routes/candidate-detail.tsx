import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCandidateAction } from '../api/candidate-actions';
import { useCandidateCv } from '../api/get-candidate-cv';
import { CandidateBadges } from '../components/candidate-badges';
import { CvView } from '../components/cv-view';
import '@/components/ui/back-office.css';

/**
 * /gestion/candidatos/:id: the account (state, validated CV, deregistration request) with its actions, and the
 * whole CV. Erasing a requested deregistration now goes back to the list: there is nobody left to show.
 */
export default function CandidateDetailPage() {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const data = useCandidateCv(id, language);
  const validate = useCandidateAction('validate');
  const block = useCandidateAction('block');
  const unblock = useCandidateAction('unblock');
  const erase = useCandidateAction('eraseNow');
  const withdrawal = useCandidateAction('withdrawDeletion');
  const [asking, setAsking] = useState<'block' | 'erase' | 'withdraw' | null>(null);
  const [done, setDone] = useState('');

  if (data.isError) return <ApiErrorAlert error={data.error} />;
  if (data.isPending) return <Loading label={t('loading')} />;
  const { candidato: c, cv } = data.data;
  const name = `${c.nombre} ${c.apellidos}`;
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  const error = validate.error ?? unblock.error;

  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      {error ? <ApiErrorAlert error={error} /> : null}
      <section className="card" aria-labelledby="candidate-summary">
        <h2 id="candidate-summary">{name}</h2>
        <dl>
          <dt>{t('candidate.accountEmail')}</dt>
          <dd>{c.email}</dd>
          <dt>{t('candidate.document')}</dt>
          <dd>{c.documento ?? t('none')}</dd>
          <dt>{t('candidates.degrees')}</dt>
          <dd>{c.titulaciones.length > 0 ? c.titulaciones.join(', ') : t('none')}</dd>
          <dt>{t('candidate.state')}</dt>
          <dd>
            <CandidateBadges candidate={c} />
          </dd>
          <dt>{t('candidate.validated')}</dt>
          <dd>{c.validadoServicio ? t('yes') : t('no')}</dd>
        </dl>
        {c.bajaSolicitada && c.fechaSupresion && (
          <p className="bo-reason">{t('candidate.erasureRequested', { requested: day.format(new Date(c.bajaSolicitada)), due: day.format(new Date(c.fechaSupresion)) })}</p>
        )}
        <div className="bo-actions bo-actions--spaced">
          <button
            type="button"
            className="button button--primary"
            disabled={validate.isPending}
            onClick={() =>
              validate.mutate({ idAlumno: c.idAlumno, validado: !c.validadoServicio }, { onSuccess: () => setDone(t(c.validadoServicio ? 'candidate.done.unvalidate' : 'candidate.done.validate')) })
            }
          >
            {c.validadoServicio ? t('candidate.unvalidate') : t('candidate.validate')}
          </button>
          {c.bloqueado ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={unblock.isPending}
              onClick={() => unblock.mutate({ idAlumno: c.idAlumno }, { onSuccess: () => setDone(t('candidate.done.unblock')) })}
            >
              {t('candidate.unblock')}
            </button>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAsking('block')}>
              {t('candidate.block')}
            </button>
          )}
          {c.fechaSupresion && (
            <>
              <button type="button" className="button button--secondary" onClick={() => setAsking('withdraw')}>
                {t('candidate.withdrawDeletion')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setAsking('erase')}>
                {t('candidate.eraseNow')}
              </button>
            </>
          )}
          <Link className="button button--secondary" to={`${pathFor('staff-audit', language)}?entidad=candidate&idEntidad=${c.idAlumno}`}>
            {t('candidate.history')}
          </Link>
        </div>
      </section>

      <h2 className="visually-hidden">{t('candidate.cv')}</h2>
      <CvView cv={cv} />

      <ReasonDialog
        open={asking === 'block'}
        title={t('candidate.blockTitle', { name })}
        label={t('reason')}
        hint={t('candidate.blockHint')}
        confirmLabel={t('candidate.block')}
        busy={block.isPending}
        error={block.error ? <ApiErrorAlert error={block.error} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={(motivo) =>
          block.mutate(
            { idAlumno: c.idAlumno, motivo },
            {
              onSuccess: () => {
                setAsking(null);
                setDone(t('candidate.done.block'));
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={asking === 'erase'}
        title={t('candidate.eraseTitle', { name })}
        confirmLabel={t('candidate.eraseNow')}
        busy={erase.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          erase.mutate(
            { idAlumno: c.idAlumno },
            { onSuccess: () => void navigate(`${pathFor('staff-candidates', language)}?filtro=bajaSolicitada`, { state: { notice: t('candidate.done.erase') } }) },
          )
        }
      >
        <p>{t('candidate.eraseText', { requested: c.bajaSolicitada ? day.format(new Date(c.bajaSolicitada)) : '', due: c.fechaSupresion ? day.format(new Date(c.fechaSupresion)) : '' })}</p>
        {erase.error ? <ApiErrorAlert error={erase.error} /> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'withdraw'}
        title={t('candidate.withdrawTitle', { name })}
        confirmLabel={t('candidate.withdrawDeletion')}
        busy={withdrawal.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          withdrawal.mutate(
            { idAlumno: c.idAlumno },
            {
              onSuccess: () => {
                setAsking(null);
                setDone(t('candidate.done.withdrawDeletion'));
              },
            },
          )
        }
      >
        <p>{t('candidate.withdrawText', { due: c.fechaSupresion ? day.format(new Date(c.fechaSupresion)) : '' })}</p>
        {withdrawal.error ? <ApiErrorAlert error={withdrawal.error} /> : null}
      </ConfirmDialog>
    </div>
  );
}
