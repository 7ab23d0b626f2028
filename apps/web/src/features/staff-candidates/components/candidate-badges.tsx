import type { StaffCandidateItem } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The account's situation at a glance: validated CV, blocked, deregistration requested (with its due date). */
export function CandidateBadges({ candidate }: { candidate: StaffCandidateItem }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const badges = [
    candidate.bloqueado && <span key="b" className="bo-badge bo-badge--bloqueada">{t('candidates.badge.blocked')}</span>,
    candidate.validadoServicio && <span key="v" className="bo-badge bo-badge--validada">{t('candidates.badge.validated')}</span>,
    candidate.fechaSupresion && (
      <span key="e" className="bo-badge bo-badge--pendiente">
        {t('candidates.badge.erasure', { date: day.format(new Date(candidate.fechaSupresion)) })}
      </span>
    ),
  ].filter(Boolean);
  return <span className="bo-badges">{badges.length > 0 ? badges : <span className="bo-badge bo-badge--cerrada">{t('candidates.badge.active')}</span>}</span>;
}
