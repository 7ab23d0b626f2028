import { LegalPage } from '../components/legal-page';

export default function PrivacyPolicyPage() {
  return <LegalPage section="privacy" parts={['who', 'what', 'share', 'rights']} />;
}
