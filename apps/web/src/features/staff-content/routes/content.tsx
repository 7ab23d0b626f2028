import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Tabs } from '@/components/ui/tabs';
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
type Tab = (typeof TABS)[number];

/** /gestion/contenidos: what the employment service publishes, one tab a kind. */
export default function ContentPage() {
  const { t } = useTranslation('staffContent');
  const [done, setDone] = useState('');
  const [tab, setTab] = useState<Tab>('communications');
  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <Tabs
        label={t('content.tabs.label')}
        tabs={TABS.map((id) => ({ id, label: t(`content.tabs.${id}`) }))}
        active={tab}
        onSelect={(next) => {
          setDone('');
          setTab(next);
        }}
        renderPanel={(panel) =>
          panel === 'communications' ? (
            <CommunicationsSection onDone={setDone} />
          ) : panel === 'events' ? (
            <EventsSection onDone={setDone} />
          ) : panel === 'guides' ? (
            <GuidesSection onDone={setDone} />
          ) : panel === 'pages' ? (
            <InfoPagesSection onDone={setDone} />
          ) : panel === 'programmes' ? (
            <ProgrammesSection onDone={setDone} />
          ) : panel === 'reasons' ? (
            <RejectionReasonsSection onDone={setDone} />
          ) : (
            <DataProtectionSection onDone={setDone} />
          )
        }
      />
    </div>
  );
}
