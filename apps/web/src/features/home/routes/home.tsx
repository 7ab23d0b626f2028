import { lazy } from 'react';
import { useUser } from '@/lib/session';

// Each role's home is its own chunk: a candidate's first page carries neither the company's nor the staff's.
const CandidateHome = lazy(() => import('../components/candidate-home').then((module) => ({ default: module.CandidateHome })));
const CompanyHome = lazy(() => import('../components/company-home').then((module) => ({ default: module.CompanyHome })));
const StaffHome = lazy(() => import('../components/staff-home').then((module) => ({ default: module.StaffHome })));

/** / : each role has its own home (the route requires a session, so a user is always there). */
export default function HomePage() {
  const user = useUser();
  if (!user) return null;
  if (user.rol === 'Alumno') return <CandidateHome user={user} />;
  if (user.rol === 'Empresa') return <CompanyHome user={user} />;
  return <StaffHome user={user} />;
}
