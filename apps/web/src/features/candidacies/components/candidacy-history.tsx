import { useTranslation } from '@/lib/i18n';
import type { CandidacyDetail } from '../api/get-candidacy';

/** How the candidacy got where it is, oldest step first. */
export function CandidacyHistory({ history }: { history: CandidacyDetail['historial'] }) {
  const { t } = useTranslation('candidacies');
  return (
    <ol className="history">
      {history.map((step, index) => (
        <li key={`${step.fecha}-${step.idEstado}-${index}`} className="history__step">
          <span className="history__date">{step.fecha}</span>
          <span className="history__state">{step.estado}</span>
          {step.motivo && <span className="history__reason">{t('detail.reason', { reason: step.motivo })}</span>}
          {step.textoMotivo && <span className="history__reason">{t('card.companyText', { text: step.textoMotivo })}</span>}
        </li>
      ))}
    </ol>
  );
}
