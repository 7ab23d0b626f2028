import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Status } from '@portal/shared';
import { CatalogueNotice } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMissingPracticeData } from '../api/get-practice-data';
import { useProposalsAvailable } from '../api/get-proposals-available';
import { MyRequests } from '../components/my-requests';
import { ProposalForm } from '../components/proposal-form';
import '../internships.css';

/** Proposals left this year, and the form while there is one; after sending, the notice in its place. */
function CandidateProposal() {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const available = useProposalsAvailable();
  const practiceData = useMissingPracticeData();
  const [sent, setSent] = useState(0);
  const [showForm, setShowForm] = useState(true);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!showForm) notice.current?.focus();
  }, [showForm]);

  if (available.isPending || practiceData.isPending) return <Loading label={t('proposal.loading')} />;
  if (available.isError) return null;
  const { disponibles, limite } = available.data;
  const missing = practiceData.data?.faltan ?? [];

  return (
    <div className="page-content proposal-page">
      <p className="lead">{t('proposal.intro')}</p>
      <p className={`proposal-quota${disponibles === 0 ? ' proposal-quota--none' : ''}`}>
        {disponibles === 0 ? t('proposal.noneLeft', { limit: limite }) : t('proposal.left', { count: disponibles, limit: limite })}
      </p>
      <MyRequests />
      {!showForm && (
        <div ref={notice} tabIndex={-1}>
          <CatalogueNotice status={Status.InternshipProposalRegistered}>
            <div className="actions">
              {disponibles > 0 && (
                <button type="button" className="button button--primary" onClick={() => setShowForm(true)}>
                  {t('proposal.another')}
                </button>
              )}
              <Link to="/" className="button button--secondary">
                {t('proposal.home')}
              </Link>
            </div>
          </CatalogueNotice>
        </div>
      )}
      {disponibles > 0 && missing.length > 0 && (
        // Notice 518: the service needs these data to register an internship; the CV comes first.
        <div role="alert" className="alert alert--warning">
          <p className="alert__title">{t('proposal.practiceData.title')}</p>
          <p>{t('proposal.practiceData.intro')}</p>
          <ul>
            {missing.map((field) => (
              <li key={field}>{t(`proposal.practiceData.fields.${field}`)}</li>
            ))}
          </ul>
          <Link to={pathFor('cv', language)} className="button button--primary">
            {t('proposal.practiceData.goToCv')}
          </Link>
        </div>
      )}
      {showForm && disponibles > 0 && missing.length === 0 && (
        <section className="card">
          <ProposalForm
            key={sent}
            onSent={() => {
              setSent((count) => count + 1);
              setShowForm(false);
            }}
          />
        </section>
      )}
    </div>
  );
}

/**
 * /propuesta-practicas: the candidate's internship proposal. A company's proposals are the education internship
 * requests (the same `internship_requests` rows: the students' proposals naming it and its own requests), answered on
 * their page, so a company that opens this path lands there, and staff land on the back office's list of them (docs/decisions.md, "Proposals seen by companies").
 */
export default function InternshipProposalPage() {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const user = useUser();
  if (user?.rol === 'Alumno') return <CandidateProposal />;
  if (user?.rol === 'Empresa') return <Navigate to={pathFor('education-requests', language)} replace />;
  if (user?.rol === 'Gestor') return <Navigate to={pathFor('staff-education-requests', language)} replace />;
  return (
    <div className="page-content">
      <section className="card">
        <p>{t('proposal.companyPending')}</p>
        <Link to="/" className="button button--secondary">
          {t('proposal.home')}
        </Link>
      </section>
    </div>
  );
}
