import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { GuideCard } from '@/components/guides/guide-card';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useGuides } from '../api/get-guides';

/**
 * /guias-orientacion (ca /guies-orientacio), candidates of a brand with hasGuiasOrientacion: every guide the
 * service published, each with its title, optional image, the description behind a disclosure and its file.
 */
export default function GuidesPage() {
  const { t } = useTranslation('guidesHelp');
  const language = useLanguage();
  const guides = useGuides(language);
  return (
    <div className="page-content">
      <p className="muted">{t('guides.intro')}</p>
      {guides.isError ? <ApiErrorAlert error={guides.error} /> : null}
      {guides.isPending ? (
        <Loading label={t('loading')} />
      ) : guides.data && guides.data.length === 0 ? (
        <p className="card muted">{t('guides.empty')}</p>
      ) : (
        <ul className="guide-list">
          {guides.data?.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
