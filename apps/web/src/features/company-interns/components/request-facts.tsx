import type { EducationRequestDetail } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { dayFormatter } from './format';

/** One fact of the request: its label and its value (a dash when not given). */
function Fact({ label, value, wide }: { label: string; value: string | null; wide?: boolean }) {
  return (
    <div className={wide ? 'company-interns__fact company-interns__fact--wide' : 'company-interns__fact'}>
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
}

/** What a request says: degree, dates, hours, position, tutor, tasks and the reason of a decision; `before` facts first. */
export function RequestFacts({ request: r, before }: { request: EducationRequestDetail; before?: { label: string; value: string | null }[] }) {
  const { t } = useTranslation('companyInterns');
  const day = dayFormatter(useLanguage());
  return (
    <dl className="company-interns__grid">
      {before?.map((fact) => <Fact key={fact.label} label={fact.label} value={fact.value} />)}
      <Fact label={t('education.degree')} value={r.titulacion} />
      <Fact label={t('education.dates')} value={t('interns.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) })} />
      <Fact label={t('education.hoursDay')} value={r.horasDia === null ? null : String(r.horasDia)} />
      <Fact label={t('education.hoursWeek')} value={String(r.horasSemana)} />
      <Fact label={t('education.position')} value={r.puestoTrabajo} />
      <Fact label={t('education.department')} value={r.departamento} />
      <Fact label={t('education.tutor')} value={`${r.tutor.nombre} ${r.tutor.apellidos} (${r.tutor.email})`} />
      <Fact label={t('education.tasks')} value={r.tareas} wide />
      {r.motivoDecision && <Fact label={t('education.decisionReason')} value={r.motivoDecision} wide />}
    </dl>
  );
}
