import { UIB_MAX_HOURS_NON_TEACHING, UIB_MAX_HOURS_PER_DAY, UIB_MAX_HOURS_PER_WEEK, brands } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The parts of the conditions text, in reading order (src/locales/<lang>/internships.json, `conditions`). */
const PARTS = ['nature', 'hours', 'duration', 'tutoring', 'insurance', 'duties', 'proposal', 'renunciation', 'data'] as const;

/**
 * /uib/condiciones-practicas: the conditions a UIB student accepts with an internship proposal. Public, so they
 * can be read before logging in, and UIB's whatever host shows them; the hour limits are the constants the form
 * and the API check.
 */
export default function InternshipConditionsPage() {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const uib = brands.uib;
  const values = {
    perDay: UIB_MAX_HOURS_PER_DAY,
    perWeek: UIB_MAX_HOURS_PER_WEEK,
    nonTeaching: UIB_MAX_HOURS_NON_TEACHING,
    service: uib.name[language],
    email: uib.contactEmail,
  };
  return (
    <div className="page-content prose internship-conditions">
      <p className="lead">{t('conditions.intro', values)}</p>
      {PARTS.map((part) => (
        <section key={part}>
          <h2>{t(`conditions.${part}Title`)}</h2>
          <p>{t(`conditions.${part}`, values)}</p>
        </section>
      ))}
    </div>
  );
}
