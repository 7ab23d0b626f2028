import type { ChangeRequestItem } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** A yyyy-mm-dd day in the reader's language (noon, so no time zone moves it a day). */
export function dayFormatter(language: string): (iso: string | null) => string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (iso) => (iso ? format.format(new Date(`${iso.slice(0, 10)}T12:00:00`)) : '—');
}

type Ask = ChangeRequestItem['pide'];

/** What a request asks for (or what the internship had), in words: "4 h a day", "from … to …", the tutor's name. */
export function useAskInWords(): (action: ChangeRequestItem['accion'], ask: Ask) => string {
  const { t } = useTranslation('companyInterns');
  const day = dayFormatter(useLanguage());
  return (action, ask) => {
    switch (action) {
      case 'fechas':
        return t('change.words.dates', { from: day(ask.fechaInicio), to: day(ask.fechaFin) });
      case 'horas':
        return ask.horasDia === null ? '—' : t('change.words.hours', { hours: ask.horasDia });
      case 'tutor':
        return ask.tutor ? `${ask.tutor.nombre} ${ask.tutor.apellidos} (${ask.tutor.email})` : '—';
      case 'finalizacion':
        return t('change.words.end', { day: day(ask.fechaFin) });
      // A renunciation asks for no value: what it ends is the internship of these dates.
      case 'renuncia':
        return ask.fechaInicio && ask.fechaFin ? t('change.words.dates', { from: day(ask.fechaInicio), to: day(ask.fechaFin) }) : '—';
    }
  };
}
