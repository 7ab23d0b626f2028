import { StatusTabsPage } from '@/components/ui/status-tabs-page';
import { useTranslation } from '@/lib/i18n';
import { CommunicationsSection } from '../components/communications-section';
import { DataProtectionSection } from '../components/data-protection-section';
import { EventsSection } from '../components/events-section';
import { GuidesSection } from '../components/guides-section';
import { InfoPagesSection } from '../components/info-pages-section';
import { ProgrammesSection } from '../components/programmes-section';
import { RejectionReasonsSection } from '../components/rejection-reasons-section';
import '@/components/ui/back-office.css';
import './content.css';

const TABS = ['communications', 'events', 'guides', 'pages', 'programmes', 'reasons', 'dataProtection'] as const;

/** /gestion/contenidos: what the employment service publishes, one tab a kind. */
export default function ContentPage() {
  const { t } = useTranslation('staffContent');
  return (
    <StatusTabsPage
      label={t('content.tabs.label')}
      tabs={TABS.map((id) => ({ id, label: t(`content.tabs.${id}`) }))}
      initial="communications"
      renderPanel={(panel, onDone) =>
        panel === 'communications' ? (
          <CommunicationsSection onDone={onDone} />
        ) : panel === 'events' ? (
          <EventsSection onDone={onDone} />
        ) : panel === 'guides' ? (
          <GuidesSection onDone={onDone} />
        ) : panel === 'pages' ? (
          <InfoPagesSection onDone={onDone} />
        ) : panel === 'programmes' ? (
          <ProgrammesSection onDone={onDone} />
        ) : panel === 'reasons' ? (
          <RejectionReasonsSection onDone={onDone} />
        ) : (
          <DataProtectionSection onDone={onDone} />
        )
      }
    />
  );
}
