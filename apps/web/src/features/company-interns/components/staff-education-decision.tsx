import { useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDecideEducationRequest } from '../api/staff-education-requests';
import { DecideDialog, type Decision, type DecideTexts } from './decide-dialog';
import { dayFormatter } from './format';

const EDUCATION_TEXTS: DecideTexts = { acceptTitle: 'education.staffAcceptTitle', refuseTitle: 'education.staffRejectTitle', reasonHint: 'education.staffReasonHint' };

/** What the service's decision needs of a company's own request, from the list's row or the detail. */
interface Decidable {
  idSolicitudPractica: number;
  alumno: string;
  empresa: string;
  puestoTrabajo: string | null;
  fechaInicio: string;
  fechaFin: string;
}

/**
 * The service accepts or rejects a company's own request (the list's row or its detail): `buttons` opens the dialog,
 * `dialog` is it, `done` says what was decided.
 */
export function useStaffEducationDecision(): { buttons: (r: Decidable) => ReactNode; dialog: ReactNode; done: string } {
  const { t } = useTranslation('companyInterns');
  const day = dayFormatter(useLanguage());
  const decide = useDecideEducationRequest();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState('');
  const open = (r: Decidable, accept: boolean) =>
    setDeciding({
      id: r.idSolicitudPractica,
      accept,
      title: `${r.alumno} (${r.empresa})`,
      summary: `${r.puestoTrabajo ?? ''} · ${t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) })}. ${t(accept ? 'education.staffAcceptSummary' : 'education.staffRejectSummary')}`,
    });
  const buttons = (r: Decidable) => (
    <div className="bo-actions">
      <button type="button" className="button button--primary" aria-label={t('education.staffAcceptFor', { name: r.alumno })} onClick={() => open(r, true)}>
        {t('decide.accept')}
      </button>
      <button type="button" className="button button--secondary" aria-label={t('education.staffRejectFor', { name: r.alumno })} onClick={() => open(r, false)}>
        {t('decide.refuse')}
      </button>
    </div>
  );
  const dialog = (
    <DecideDialog
      decision={deciding}
      busy={decide.isPending}
      error={decide.error}
      texts={EDUCATION_TEXTS}
      onClose={() => {
        decide.reset();
        setDeciding(null);
      }}
      run={(decision, reason) =>
        decide.mutate(decision.accept ? { accept: true, idSolicitudPractica: decision.id } : { accept: false, idSolicitudPractica: decision.id, motivo: reason }, {
          onSuccess: () => {
            setDone(t(decision.accept ? 'education.staffAccepted' : 'education.staffRejected', { what: decision.title }));
            setDeciding(null);
          },
        })
      }
    />
  );
  return { buttons, dialog, done };
}
