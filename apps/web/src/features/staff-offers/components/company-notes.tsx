import type { CompanyNotes as Notes } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';

/**
 * What the company wrote in its offer form for the service alone (its remarks, its tutor, the preferred candidate,
 * the destination company, the order number): candidates never read it, so the offer as they read it leaves it
 * out, and the review shows it apart.
 */
export function CompanyNotes({ notes }: { notes: Notes }) {
  const { t } = useTranslation('staff');
  const tutor = notes.tutor;
  const tutorName = tutor ? [tutor.nombre, tutor.apellidos].filter(Boolean).join(' ') : '';
  const tutorLines: [string, string | null][] = tutor
    ? [
        [t('offers.review.notes.name'), tutorName || null],
        [t('offers.review.notes.position'), tutor.cargo],
        [t('offers.review.notes.department'), tutor.departamento],
        [t('offers.review.notes.degree'), tutor.titulacion],
        [t('offers.review.notes.email'), tutor.email],
        [t('offers.review.notes.phone'), tutor.telefono],
        [t('offers.review.notes.idDocument'), tutor.dni],
      ]
    : [];
  const other: [string, string | null][] = [
    [t('offers.review.notes.preferred'), notes.candidatoPreferido],
    [t('offers.review.notes.destination'), notes.empresaDestino],
    [t('offers.review.notes.orderNumber'), notes.numeroPedido],
  ];
  const lines = (list: [string, string | null][]) =>
    list
      .filter((line): line is [string, string] => line[1] !== null)
      .map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`}>{value}</dd>]);

  return (
    <section className="card bo-detail bo-company-notes" aria-labelledby="company-notes-title">
      <div>
        <h2 id="company-notes-title">{t('offers.review.notes.title')}</h2>
        <p className="muted">{t('offers.review.notes.intro')}</p>
      </div>
      <div>
        <h3>{t('offers.review.notes.observaciones')}</h3>
        {notes.observaciones ? <p className="bo-company-notes__remarks">{notes.observaciones}</p> : <p className="muted">{t('offers.review.notes.noRemarks')}</p>}
      </div>
      <div>
        <h3>{t('offers.review.notes.tutor')}</h3>
        {tutor ? <dl>{lines(tutorLines)}</dl> : <p className="muted">{t('offers.review.notes.noTutor')}</p>}
      </div>
      {other.some(([, value]) => value !== null) && <dl>{lines(other)}</dl>}
    </section>
  );
}
