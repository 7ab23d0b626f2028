import type { CustomTypeOptions, ParseKeys } from 'i18next';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** Date of the texts in src/locales/<lang>/legal.json. */
const LAST_UPDATED = new Date(Date.UTC(2025, 0, 15));

/** A legal page: an introduction and titled sections, all from the `legal` namespace, with the brand's name and address. */
type LegalTexts = CustomTypeOptions['resources']['legal'];
type LegalSection = 'privacy' | 'cookies' | 'dataProtection';
/** A part of a section: a text with its `<part>Title` beside it. */
type LegalPart<S extends LegalSection> = { [K in keyof LegalTexts[S]]: K extends string ? (`${K}Title` extends keyof LegalTexts[S] ? K : never) : never }[keyof LegalTexts[S]];
type LegalKey = `${LegalSection}.${string}` & ParseKeys<'legal'>;

export function LegalPage<S extends LegalSection>({ section, parts }: { section: S; parts: readonly LegalPart<S>[] }) {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  const language = useLanguage();
  const values = { brand: brand.name[language], email: brand.contactEmail };
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(LAST_UPDATED);
  return (
    <div className="page-content prose">
      <p className="lead">{t(`${section}.intro` as LegalKey, values)}</p>
      {parts.map((part) => (
        <section key={part}>
          <h2>{t(`${section}.${part}Title` as LegalKey, values)}</h2>
          <p>{t(`${section}.${part}` as LegalKey, values)}</p>
        </section>
      ))}
      <p className="muted">{t('updated', { date })}</p>
    </div>
  );
}
