import { LegalPage } from '../components/legal-page';

export default function DataProtectionPage() {
  return <LegalPage section="dataProtection" parts={['purpose', 'legalBasis', 'retention']} />;
}
