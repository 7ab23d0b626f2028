import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { CreditsWarning } from '../api/get-credits-warning';
import { formatNumber } from '@/lib/offer-format';

interface ConfirmCandidacyDialogProps {
  open: boolean;
  title: string;
  external: boolean;
  credits: CreditsWarning | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Confirm candidacy" (spec 1 §2): what happens when the candidate enrols (the company receives the CV generated
 * from the profile, or the enrolment goes on at the company's site), with the credits warning first when the
 * candidate's passed credits are below what the offer asks.
 */
export function ConfirmCandidacyDialog({ open, title, external, credits, busy, onConfirm, onCancel }: ConfirmCandidacyDialogProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const minimum = credits?.porcentajeMinimo ?? null;
  const current = credits?.porcentajeActual ?? null;
  return (
    <ConfirmDialog
      open={open}
      title={t('confirm.title')}
      confirmLabel={external ? t('confirm.acceptExternal') : t('confirm.accept')}
      cancelLabel={t('confirm.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {credits?.aviso && minimum !== null && (
        <div className="alert alert--warning">
          <p className="alert__title">{t('confirm.creditsTitle')}</p>
          <p>
            {current === null
              ? t('confirm.creditsUnknown', { minimum: formatNumber(minimum, language) })
              : t('confirm.credits', { minimum: formatNumber(minimum, language), current: formatNumber(current, language) })}
          </p>
        </div>
      )}
      <p>{t('confirm.intro', { title })}</p>
      <p>{external ? t('confirm.external') : t('confirm.cvNotice')}</p>
    </ConfirmDialog>
  );
}
