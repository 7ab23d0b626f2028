import { Link } from 'react-router';
import type { CandidateInternship } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMyInternships } from '../api/get-my-internships';
import { InternshipCard } from '../components/internship-card';
import { MyRequests } from '../components/my-requests';
import '../internships.css';

/** Current internships first, then the rest; within each group the latest start first. */
const ORDER: Record<CandidateInternship['estado'], number> = { activa: 0, pendiente: 1, finalizada: 2, renunciada: 3, cancelada: 4 };

function sortInternships(internships: CandidateInternship[]): CandidateInternship[] {
  return [...internships].sort((a, b) => ORDER[a.estado] - ORDER[b.estado] || b.fechaInicio.localeCompare(a.fechaInicio));
}

/** /mis-practicas: the candidate's internships, their documents, the uploads each one takes, and their internship requests. */
export default function MyInternshipsPage() {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const brand = useBrand();
  const internships = useMyInternships();

  if (internships.isPending) return <Loading label={t('page.loading')} />;
  if (internships.isError) return <ApiErrorAlert error={internships.error} />;

  if (internships.data.length === 0) {
    return (
      <div className="page-content">
        <section className="card internships-empty">
          <p className="internships-empty__title">{t('page.emptyTitle')}</p>
          <p>{t('page.emptyBody')}</p>
          {!brand.flags.cyclesOnly && (
            <Link to={pathFor('internship-offers', language)} className="button button--primary">
              {t('page.seeOffers')}
            </Link>
          )}
        </section>
        <MyRequests />
      </div>
    );
  }

  return (
    <div className="page-content internships-page">
      <p className="lead">{t('page.intro')}</p>
      {sortInternships(internships.data).map((internship) => (
        <InternshipCard key={internship.idPractica} internship={internship} />
      ))}
      <MyRequests />
    </div>
  );
}
