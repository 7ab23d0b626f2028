import { useId, useState, type FormEvent } from 'react';
import { moveNeedsReason, type CompanyCandidacyDetail } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { SelectField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMoveCandidacy } from '../api/move-candidacy';
import { formatDay } from '../utils/dates';

/**
 * The company moves a candidacy to one of the states the shared state machine allows (the server's list); a
 * rejection asks for a reason of the offer's profile. The server checks all of it again (49, 14, 15).
 */
export function MoveCandidacyForm({ candidacy, offerOpen }: { candidacy: CompanyCandidacyDetail; offerOpen: boolean }) {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const headingId = useId();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ state?: string; reason?: string }>({});
  const [done, setDone] = useState('');
  const move = useMoveCandidacy();
  const rejecting = target !== '' && moveNeedsReason(Number(target));
  // A 15 from the server names idMotivo: show it on the reason field.
  const serverReasonError = isApiError(move.error) && move.error.status === 15 ? t('move.reasonRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { state: target ? undefined : t('move.stateRequired'), reason: rejecting && !reason ? t('move.reasonRequired') : undefined };
    setErrors(found);
    if (found.state || found.reason) return;
    const next = candidacy.movimientos.find((m) => m.idEstado === Number(target));
    setDone('');
    move.mutate(
      { idCandidatura: candidacy.idCandidatura, idEstado: Number(target), ...(rejecting ? { idMotivo: Number(reason) } : {}) },
      {
        onSuccess: () => {
          setDone(t('move.done', { state: next?.estado ?? '' }));
          setTarget('');
          setReason('');
        },
      },
    );
  };

  return (
    <section className="card cc-move" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-section-title">
        {t('move.title')}
      </h2>
      <p>
        {t('move.current')}: <span className={`bo-badge cc-state cc-state--${candidacy.idEstado}`}>{candidacy.estado}</span>
        {candidacy.motivo && <span className="cc-move__reason"> · {candidacy.motivo}</span>}
      </p>
      <p role="status" className="cc-move__done">
        {done}
      </p>
      {candidacy.movimientos.length === 0 ? (
        <p className="muted">{t('move.final')}</p>
      ) : !offerOpen ? (
        <p className="muted">{t('move.closedOffer')}</p>
      ) : (
        <form className="cc-move__form" onSubmit={submit} noValidate>
          <SelectField
            label={t('move.newState')}
            placeholder={t('move.choose')}
            required
            value={target}
            error={errors.state}
            options={candidacy.movimientos.map((m) => ({ value: String(m.idEstado), label: m.estado }))}
            onChange={(event) => {
              setTarget(event.target.value);
              setErrors({});
              move.reset();
            }}
          />
          {rejecting && (
            <SelectField
              label={t('move.reason')}
              placeholder={t('move.chooseReason')}
              required
              value={reason}
              error={errors.reason ?? serverReasonError}
              options={candidacy.motivosRechazo.map((r) => ({ value: String(r.idMotivo), label: r.descripcion }))}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            />
          )}
          {move.error && !serverReasonError ? <ApiErrorAlert error={move.error} /> : null}
          <button type="submit" className="button button--primary" disabled={move.isPending}>
            {move.isPending ? t('move.saving') : t('move.submit')}
          </button>
        </form>
      )}
      {candidacy.historial.length > 0 && (
        <>
          <h3 className="cc-subtitle">{t('move.history')}</h3>
          <ol className="cc-history">
            {candidacy.historial.map((event, index) => (
              <li key={`${event.fecha}-${index}`}>
                <span className="cc-history__state">{event.estado}</span>
                <span className="muted"> · {formatDay(event.fecha, language)}</span>
                {event.motivo && <span className="cc-history__reason">{event.motivo}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
