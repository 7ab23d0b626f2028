import { useState } from 'react';
import { allowedCandidacyMoves, isCandidacyDecision, type CompanyCandidacyItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { SelectField } from '@/components/ui/form-fields';
import { useTranslation } from '@/lib/i18n';
import { useDomainList } from '@/lib/reference-data';
import { useMoveCandidacies } from '../api/move-candidacy';

/**
 * The states every picked candidacy may move to, hires and rejections left out: a decision is final for the
 * student, so it goes through the candidate's page, where it is confirmed and can be undone (docs/decisions.md).
 */
export function commonMoves(picked: readonly CompanyCandidacyItem[]): number[] {
  const [first, ...rest] = picked.map((c) => allowedCandidacyMoves(c.idEstado, 'company').filter((to) => !isCandidacyDecision(to)));
  return (first ?? []).filter((to) => rest.every((moves) => moves.includes(to)));
}

/** Moves the candidacies picked in the table to one state at once; the table clears its pick when it is done. */
export function BulkMove({ picked, onMoved }: { picked: readonly CompanyCandidacyItem[]; onMoved: (message: string) => void }) {
  const { t } = useTranslation('companyCandidates');
  const states = useDomainList('estadosCandidatura');
  const move = useMoveCandidacies();
  const [target, setTarget] = useState('');
  const moves = commonMoves(picked);
  const label = (id: number) => states.find((s) => s.id === id)?.nombre ?? String(id);
  if (picked.length === 0) return null;
  return (
    <form
      className="bo-bulk cc-bulk"
      aria-label={t('bulk.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const idEstado = Number(target);
        if (!moves.includes(idEstado)) return;
        move.mutate(
          { idsCandidatura: picked.map((c) => c.idCandidatura), idEstado },
          {
            onSuccess: () => {
              setTarget('');
              onMoved(t('bulk.done', { count: picked.length, state: label(idEstado) }));
            },
          },
        );
      }}
    >
      <p role="status">{t('bulk.selected', { count: picked.length })}</p>
      {moves.length === 0 ? (
        <p className="muted">{t('bulk.noCommonMove')}</p>
      ) : (
        <>
          <SelectField
            label={t('bulk.moveTo')}
            hint={t('bulk.decisionsApart')}
            placeholder={t('bulk.pickState')}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={moves.map((id) => ({ value: String(id), label: label(id) }))}
          />
          <button type="submit" className="button button--primary" disabled={move.isPending || target === ''}>
            {t('bulk.move')}
          </button>
        </>
      )}
      {move.error ? <ApiErrorAlert error={move.error} /> : null}
    </form>
  );
}
