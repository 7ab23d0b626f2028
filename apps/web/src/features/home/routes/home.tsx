import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { CandidateHome } from '../components/candidate-home';

// The company's and the staff's homes are chunks of their own, so the candidate's home (the page most visits
// paint, under the first-paint budget) carries none of their code or calls. On a first load and after a login,
// `firstData` (app/router.tsx) asks for the role's chunk beside this one, so it is not fetched after it.
const CompanyHome = lazy(() => import('../components/company-home').then((module) => ({ default: module.CompanyHome })));
const StaffHome = lazy(() => import('../components/staff-home').then((module) => ({ default: module.StaffHome })));

/** / : each role has its own home (the route requires a session, so a user is always there). */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) return null;
  if (user.rol === 'Alumno') return <CandidateHome user={user} />;
  return (
    <Suspense fallback={<PageSkeleton label={t('app.loading')} />}>{user.rol === 'Empresa' ? <CompanyHome user={user} /> : <StaffHome user={user} />}</Suspense>
  );
}
