import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { EnrolmentCheck } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The query parameter the CV page reads to offer the way back to the offer once the CV is fixed. */
export const BACK_TO_OFFER_PARAM = 'volver';

/**
 * The offer's requirements against my CV, before enrolling: every blocker at once (the server runs the same rules
 * inscribirse runs), each unmet line linking to the CV section that fixes it, with the way back to this offer.
 */
export function RequirementsChecklist({ checks }: { checks: EnrolmentCheck[] }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const location = useLocation();
  const titleId = useId();
  if (checks.length === 0) return null;
  const unmet = checks.filter((check) => !check.cumple).length;
  const back = new URLSearchParams({ [BACK_TO_OFFER_PARAM]: location.pathname }).toString();
  return (
    <section className="requirements-checklist" aria-labelledby={titleId}>
      <h4 id={titleId} className="requirements-checklist__title">
        {unmet > 0 ? t('checklist.titleUnmet', { count: unmet }) : t('checklist.titleMet')}
      </h4>
      <ul className="requirements-checklist__list">
        {checks.map((check) => (
          <li key={`${check.clave}-${check.descripcion}`} className={`requirements-checklist__item requirements-checklist__item--${check.cumple ? 'met' : 'unmet'}`}>
            <span className="requirements-checklist__mark" aria-hidden="true">
              {check.cumple ? '✓' : '✗'}
            </span>
            <span className="requirements-checklist__text">
              <span className="visually-hidden">{check.cumple ? t('checklist.met') : t('checklist.unmet')}: </span>
              {check.descripcion}
              {!check.cumple && check.seccion && (
                <>
                  {' '}
                  <Link
                    to={`${pathFor('cv', language)}?${back}#cv-${check.seccion}`}
                    className="requirements-checklist__fix"
                    aria-label={`${t('checklist.fix')}: ${check.descripcion}`}
                  >
                    {t('checklist.fix')}
                  </Link>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
