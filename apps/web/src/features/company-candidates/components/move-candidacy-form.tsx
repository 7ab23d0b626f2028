import { useId, useState, type FormEvent } from 'react';
import { CANDIDACY_STATE, CANDIDACY_UNDO_MINUTES, DECISION_TEXT_MAX, DECISION_TEXT_MIN, isCandidacyDecision, moveNeedsReason, type CompanyCandidacyDetail } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMoveCandidacy } from '../api/move-candidacy';
import { useUndoMove } from '../api/undo-move';
import { formatDay } from '../utils/dates';

/**
 * The company moves a candidacy to one of the states the shared state machine allows (the server's list); a
 * rejection asks for a reason of the offer's profile, and "Otros motivos" for the company's own words. A hire or a
 * rejection is final: it is confirmed first, and may be undone for CANDIDACY_UNDO_MINUTES. The server checks all of
 * it again (49, 14, 15, 610).
 */
export function MoveCandidacyForm({ candidacy, offerOpen }: { candidacy: CompanyCandidacyDetail; offerOpen: boolean }) {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const headingId = useId();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ state?: string; reason?: string; text?: string }>({});
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const move = useMoveCandidacy();
  const undo = useUndoMove();
  const rejecting = target !== '' && moveNeedsReason(Number(target));
  const chosenReason = candidacy.motivosRechazo.find((r) => String(r.idMotivo) === reason);
  const needsText = rejecting && chosenReason?.requiereTexto === true;
  const next = candidacy.movimientos.find((m) => m.idEstado === Number(target));
  // A 15 from the server names idMotivo or texto: show it on that field.
  const serverFields = isApiError(move.error) && move.error.status === 15 ? ((move.error.datos as { errores?: { campo: string }[] } | undefined)?.errores ?? []) : [];
  const serverReasonError = serverFields.some((f) => f.campo === 'idMotivo') ? t('move.reasonRequired') : undefined;
  const serverTextError = serverFields.some((f) => f.campo === 'texto') ? t('move.textRequired', { min: DECISION_TEXT_MIN }) : undefined;
  const undoUntil = candidacy.deshacerHasta ? new Date(candidacy.deshacerHasta) : null;

  const send = () => {
    setDone('');
    undo.reset();
    move.mutate(
      {
        idCandidatura: candidacy.idCandidatura,
        idEstado: Number(target),
        ...(rejecting ? { idMotivo: Number(reason) } : {}),
        ...(needsText ? { texto: text.trim() } : {}),
      },
      {
        onSuccess: () => {
          setDone(t('move.done', { state: next?.estado ?? '' }));
          setTarget('');
          setReason('');
          setText('');
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      state: target ? undefined : t('move.stateRequired'),
      reason: rejecting && !reason ? t('move.reasonRequired') : undefined,
      text: needsText && text.trim().length < DECISION_TEXT_MIN ? t('move.textRequired', { min: DECISION_TEXT_MIN }) : undefined,
    };
    setErrors(found);
    if (found.state || found.reason || found.text) return;
    // A hire or a rejection is final: say so, and what follows, before sending it.
    if (isCandidacyDecision(Number(target))) setConfirming(true);
    else send();
  };

  const takeBack = () => {
    setDone('');
    undo.mutate({ idCandidatura: candidacy.idCandidatura }, { onSuccess: (back) => setDone(t('move.undone', { state: back.estado })) });
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
      {candidacy.textoMotivo && <p className="cc-move__text">{t('move.companyText', { text: candidacy.textoMotivo })}</p>}
      <p role="status" className="cc-move__done">
        {done}
      </p>
      {undoUntil && (
        <div className="cc-move__undo">
          <p>{t('move.undoText', { time: undoUntil.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }) })}</p>
          <button type="button" className="button button--secondary" onClick={takeBack} disabled={undo.isPending}>
            {undo.isPending ? t('move.undoing') : t('move.undo')}
          </button>
        </div>
      )}
      {undo.error ? <ApiErrorAlert error={undo.error} /> : null}
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
              hint={chosenReason ? t('move.candidateReads', { text: chosenReason.paraCandidato }) : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
              }}
            />
          )}
          {needsText && (
            <TextAreaField
              label={t('move.textLabel')}
              hint={t('move.textHint')}
              required
              value={text}
              length={text.length}
              maxLength={DECISION_TEXT_MAX}
              error={errors.text ?? serverTextError}
              onChange={(event) => {
                setText(event.target.value);
                setErrors({});
              }}
            />
          )}
          {move.error && !serverReasonError && !serverTextError ? <ApiErrorAlert error={move.error} /> : null}
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
                <span className={`cc-history__state${event.deshecho ? ' cc-history__state--undone' : ''}`}>{event.estado}</span>
                {event.deshecho && <span className="muted"> ({t('move.historyUndone')})</span>}
                <span className="muted"> · {formatDay(event.fecha, language)}</span>
                {event.motivo && <span className="cc-history__reason">{event.motivo}</span>}
                {event.textoMotivo && <span className="cc-history__reason">«{event.textoMotivo}»</span>}
              </li>
            ))}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        danger={Number(target) === CANDIDACY_STATE.rejected}
        title={Number(target) === CANDIDACY_STATE.rejected ? t('move.confirmTitleRejected') : t('move.confirmTitleSelected')}
        confirmLabel={Number(target) === CANDIDACY_STATE.rejected ? t('move.confirmRejected') : t('move.confirmSelected')}
        busy={move.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>{t('move.confirmBody', { name: candidacy.nombre, state: next?.estado ?? '' })}</p>
        {chosenReason && <p>{t('move.candidateReads', { text: chosenReason.paraCandidato })}</p>}
        <p>{t('move.confirmUndo', { minutes: CANDIDACY_UNDO_MINUTES })}</p>
      </ConfirmDialog>
    </section>
  );
}
