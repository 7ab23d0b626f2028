import { LegalPage } from '../components/legal-page';

export default function CookiePolicyPage() {
  return <LegalPage section="cookies" parts={['technical', 'analytics']} />;
}
