import { useTranslation } from '@/lib/i18n';
import { useBrand } from '@/lib/brand';
import '../home-sections.css';

/** /ayuda (ca /ajuda): until the help pages exist, the service's contact, so a question always has somewhere to go. */
export default function HelpPage() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <section className="card home-section home-help">
      <p>{t('help.intro')}</p>
      <p>
        <strong>{t('help.email')}:</strong> <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
      </p>
    </section>
  );
}
