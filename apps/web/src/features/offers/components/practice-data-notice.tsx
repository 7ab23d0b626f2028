import { Link } from 'react-router';
import type { PracticeDataField } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';

/**
 * Notice 518 before an internship enrolment: the data the service needs to register an internship that the CV
 * lacks, and the way to the CV to complete it first.
 */
export function PracticeDataNotice({ missing }: { missing: readonly PracticeDataField[] }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  return (
    <div role="alert" className="alert alert--warning enrol-refusal">
      <p className="alert__title">{t('practiceData.title')}</p>
      <p>{t('practiceData.intro')}</p>
      <ul className="enrol-refusal__list">
        {missing.map((field) => (
          <li key={field}>{t(`practiceData.fields.${field}`)}</li>
        ))}
      </ul>
      <Link to={pathFor('cv', language)} className="button button--secondary">
        {t('practiceData.goToCv')}
      </Link>
    </div>
  );
}
