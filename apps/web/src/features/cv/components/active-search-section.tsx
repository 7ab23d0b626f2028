import { messageFor, Status, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEditActiveSearchInternships } from '../api/edit-active-search-internships';
import { useEditActiveSearchJobs } from '../api/edit-active-search-jobs';
import { CvSection, SectionStatus, useStatusMessage } from './section';
import { SwitchField } from './switch-field';

/**
 * The two active-search switches (spec 2 §7.5). Enrolling in an offer needs the search of its kind on (code 54),
 * so each switch says plainly what its position means. Each saves on its own as soon as it is flipped.
 */
export function ActiveSearchSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const internships = useEditActiveSearchInternships();
  const jobs = useEditActiveSearchJobs();
  const [status, setStatus] = useStatusMessage();
  const lastError = internships.error ?? jobs.error;

  const flip = (kind: 'internships' | 'jobs', activa: boolean) => {
    setStatus(null);
    const mutation = kind === 'internships' ? internships : jobs;
    (kind === 'internships' ? jobs : internships).reset();
    mutation.mutate({ activa }, { onSuccess: () => setStatus(t(`activeSearch.${kind}.${activa ? 'turnedOn' : 'turnedOff'}`)) });
  };
  const bothOff = !cv.busquedaActivaPracticas && !cv.busquedaActivaTrabajo;
  const warning = messageFor(Status.ActiveJobSearchRequired, language);

  return (
    <CvSection
      id="cv-busqueda-activa"
      title={t('sections.activeSearch')}
      summary={
        bothOff
          ? t('activeSearch.summaryOff')
          : [cv.busquedaActivaPracticas && t('activeSearch.internships.short'), cv.busquedaActivaTrabajo && t('activeSearch.jobs.short')].filter(Boolean).join(' · ')
      }
    >
      <p>{t('activeSearch.intro')}</p>
      {bothOff && (
        <div className="cv-note cv-note--warning">
          <p className="cv-note__title">{warning.title}</p>
          <p>{warning.body}</p>
        </div>
      )}
      <ApiErrorAlert error={lastError} />
      <div className="cv-switches">
        <SwitchField
          label={t('activeSearch.internships.label')}
          description={t(cv.busquedaActivaPracticas ? 'activeSearch.internships.on' : 'activeSearch.internships.off')}
          checked={cv.busquedaActivaPracticas}
          pending={internships.isPending}
          onChange={(value) => flip('internships', value)}
          onText={t('common.on')}
          offText={t('common.off')}
        />
        <SwitchField
          label={t('activeSearch.jobs.label')}
          description={t(cv.busquedaActivaTrabajo ? 'activeSearch.jobs.on' : 'activeSearch.jobs.off')}
          checked={cv.busquedaActivaTrabajo}
          pending={jobs.isPending}
          onChange={(value) => flip('jobs', value)}
          onText={t('common.on')}
          offText={t('common.off')}
        />
      </div>
      <SectionStatus message={status} />
    </CvSection>
  );
}
