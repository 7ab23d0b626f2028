import { useBrand } from '@/lib/brand';
import { useTranslation } from '@/lib/i18n';

/** The service's contact, so a question always has somewhere to go. */
export function ServiceContact() {
  const { t } = useTranslation('guidesHelp');
  const brand = useBrand();
  return (
    <section className="card">
      <p>{t('page.contact')}</p>
      <p>
        <strong>{t('page.email')}:</strong> <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
      </p>
    </section>
  );
}
