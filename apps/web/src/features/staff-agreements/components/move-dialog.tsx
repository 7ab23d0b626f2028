import { useId, useState, type FormEvent } from 'react';
import { agreementMoveBody, allowedAgreementMoves, needsRemark, validationText, type AgreementState, type StaffAgreementItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { RadioGroup, TextAreaField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMoveAgreement } from '../api/move-agreement';

/**
 * "Change state" of one agreement: only the moves of the shared table are offered (the server refuses any other
 * with 14), with a remark (required for "erroneous") that reaches the company's contacts by e-mail and the audit log.
 */
export function MoveDialog({ agreement, onClose, onMoved }: { agreement: StaffAgreementItem | null; onClose: () => void; onMoved: (to: AgreementState) => void }) {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const titleId = useId();
  const move = useMoveAgreement();
  const moves = agreement ? allowedAgreementMoves(agreement.estado) : [];
  const [to, setTo] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ estado?: string | undefined; observaciones?: string | undefined }>({});

  const close = () => {
    setTo('');
    setRemark('');
    setErrors({});
    move.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreement) return;
    const parsed = agreementMoveBody.safeParse({ idConvenio: agreement.idConvenio, estado: to, observaciones: remark });
    if (!parsed.success) {
      const text = (field: string) => {
        const issue = parsed.error.issues.find((i) => i.path[0] === field);
        return issue ? validationText(field === 'estado' ? 'required' : issue.message, language) : undefined;
      };
      setErrors({ estado: text('estado'), observaciones: text('observaciones') });
      return;
    }
    move.mutate(
      { idConvenio: agreement.idConvenio, estado: parsed.data.estado, observaciones: parsed.data.observaciones },
      {
        onSuccess: () => {
          const target = parsed.data.estado;
          close();
          onMoved(target);
        },
      },
    );
  };

  return (
    <Modal open={agreement !== null} onClose={close} labelledBy={titleId}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="modal__title">
          {agreement ? t('move.title', { company: agreement.empresa }) : ''}
        </h2>
        {agreement && (
          <p className="muted">
            {t('move.current')}: <strong>{t(`state.${agreement.estado}`)}</strong>
          </p>
        )}
        {moves.length === 0 ? (
          <p>{t('move.none')}</p>
        ) : (
          <div className="bo-move-states">
            <RadioGroup
              legend={t('move.to')}
              name="estado"
              value={to}
              required
              error={errors.estado}
              options={moves.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              onChange={(value) => {
                setTo(value);
                setErrors((e) => ({ ...e, estado: undefined }));
              }}
            />
          </div>
        )}
        <TextAreaField
          label={t('move.remark')}
          required={to !== '' && needsRemark(to as AgreementState)}
          hint={t('move.remarkHint')}
          value={remark}
          length={remark.length}
          maxLength={1000}
          error={errors.observaciones}
          onChange={(event) => {
            setRemark(event.target.value);
            setErrors((e) => ({ ...e, observaciones: undefined }));
          }}
        />
        {move.error ? <ApiErrorAlert error={move.error} /> : null}
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={move.isPending || moves.length === 0}>
            {t('move.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('move.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
