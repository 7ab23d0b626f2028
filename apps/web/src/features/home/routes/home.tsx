import { useUser } from '@/lib/session';
import { CandidateHome } from '../components/candidate-home';
import { CompanyHome } from '../components/company-home';
import { StaffHome } from '../components/staff-home';

/** / : each role has its own home (the route requires a session, so a user is always there). */
export default function HomePage() {
  const user = useUser();
  if (!user) return null;
  if (user.rol === 'Alumno') return <CandidateHome user={user} />;
  if (user.rol === 'Empresa') return <CompanyHome user={user} />;
  return <StaffHome user={user} />;
}
