import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';

/** Date of the texts in src/locales/<lang>/legal.json. */
const LAST_UPDATED = new Date(Date.UTC(2025, 0, 15));

/** A legal page: an introduction and titled sections, all from the `legal` namespace, with the brand's name and address. */
export function LegalPage({ section, parts }: { section: 'privacy' | 'cookies' | 'dataProtection'; parts: readonly string[] }) {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  const language = useLanguage();
  const values = { brand: brand.name[language], email: brand.contactEmail };
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  return (
    <div className="page-content prose">
      <p className="lead">{t(`${section}.intro`, values)}</p>
      {parts.map((part) => (
        <section key={part}>
          <h2>{t(`${section}.${part}Title`, values)}</h2>
          <p>{t(`${section}.${part}`, values)}</p>
        </section>
      ))}
      <p className="muted">{t('updated', { date })}</p>
    </div>
  );
}
