import { useId } from 'react';
import type { Communication } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCommunications, type CommunicationsAudience } from '../api/get-communications';
import { DataSection } from './data-section';

function CommunicationItem({ communication }: { communication: Communication }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const textId = useId();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${communication.fechaDesde}T00:00:00Z`));
  return (
    <li className="home-communication">
      <time dateTime={communication.fechaDesde} className="home-communication__date">
        {date}
      </time>
      <p id={textId} className="home-communication__text">
        {communication.descripcion}
      </p>
      {communication.enlace && (
        <a href={communication.enlace} target="_blank" rel="noopener noreferrer" aria-describedby={textId} className="home-communication__link">
          {t('communications.more')}{' '}
          <span className="visually-hidden">{t('newTab')}</span>
        </a>
      )}
    </li>
  );
}

/** Communications of the service (spec 1 §3: date, description, optional external link), for either role. */
export function CommunicationsSection({ audience, title }: { audience: CommunicationsAudience; title: string }) {
  const { t } = useTranslation('home');
  const communications = useCommunications(audience);
  return (
    <DataSection title={title} query={communications} empty={t('communications.empty')}>
      {(items) => (
        <ul className="home-communications">
          {items.map((communication) => (
            <CommunicationItem key={communication.id} communication={communication} />
          ))}
        </ul>
      )}
    </DataSection>
  );
}
