import type { StaffAgreementDetail } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';

/**
 * The life of an agreement, newest first: every state change from the audit log (who, when, from which state to
 * which, the remark the company received), ending with the day it was generated.
 */
export function AgreementHistory({ agreement }: { agreement: StaffAgreementDetail }) {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const stateName = (state: string | null) => (state ? t(`state.${state as StaffAgreementDetail['estado']}`) : '—');
  return (
    <section className="card" aria-labelledby="agreement-history">
      <h2 id="agreement-history">{t('detail.history')}</h2>
      <ol className="bo-history">
        {agreement.historial.map((entry, index) => (
          <li key={`${entry.fecha}-${index}`}>
            <span className="bo-history__when">{when.format(new Date(entry.fecha))}</span>
            <span>{t('detail.moved', { from: stateName(entry.desde), to: stateName(entry.hasta) })}</span>
            <span className="bo-table__sub">{t('detail.by', { user: entry.usuario })}</span>
            {entry.observaciones && <p className="bo-reason">{entry.observaciones}</p>}
          </li>
        ))}
        <li>
          <span className="bo-history__when">{when.format(new Date(agreement.fechaAlta))}</span>
          <span>{t('detail.created')}</span>
        </li>
      </ol>
    </section>
  );
}
