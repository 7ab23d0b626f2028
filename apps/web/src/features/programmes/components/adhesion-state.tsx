import type { AdhesionOfCompany } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';

/** The state of a company's request as a badge: asked, accepted or refused (the reason follows a refusal). */
export function AdhesionBadge({ adhesion }: { adhesion: AdhesionOfCompany }) {
  const { t } = useTranslation('programmes');
  return <span className={`bo-badge bo-badge--adhesion-${adhesion.estado}`}>{t(`adhesion.state.${adhesion.estado}`)}</span>;
}

export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation('programmes');
  return <span className={`bo-badge ${open ? 'bo-badge--open' : 'bo-badge--closed'}`}>{open ? t('open') : t('closed')}</span>;
}

/** "From 1 Jul 2027 to 30 Sep 2027", or "From …" for a programme without an end. */
export function useProgrammeDates() {
  const { t, i18n } = useTranslation('programmes');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const day = (iso: string) => format.format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso));
  return {
    day,
    range: (from: string, to: string | null) => (to ? t('dates.range', { from: day(from), to: day(to) }) : t('dates.from', { from: day(from) })),
  };
}
