import type { InfoPageName } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { PageMarkup } from '@/components/page-markup/page-markup';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useInfoPage } from '../api/get-info-page';
import { ServiceContact } from './service-contact';
import './info-page.css';

/**
 * One of the service's information pages: its published text (title and the restricted markup, drawn as elements)
 * and, always, the service's contact, so a question has somewhere to go even before the page is published.
 */
export function InfoPageView({ page }: { page: InfoPageName }) {
  const { t } = useTranslation('guidesHelp');
  const language = useLanguage();
  const content = useInfoPage(page, language);
  return (
    <div className="page-content info-page">
      {content.isError ? <ApiErrorAlert error={content.error} /> : null}
      {content.isPending ? (
        <Loading label={t('loading')} />
      ) : content.data ? (
        <article className="card info-page__text" aria-labelledby={`info-page-${page}`}>
          <h2 id={`info-page-${page}`}>{content.data.titulo}</h2>
          <PageMarkup source={content.data.texto} headingLevel={3} />
        </article>
      ) : content.data === null ? (
        <p className="card muted">{t('page.empty')}</p>
      ) : null}
      <ServiceContact />
    </div>
  );
}
