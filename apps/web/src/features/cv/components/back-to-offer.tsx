import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSectionNavigation } from './section';
import './back-to-offer.css';

/** Set by the offer page's checklist: the path of the offer the candidate came from to fix the CV. */
const BACK_PARAM = 'volver';

/** Only a path of this site ("/ofertas-empleo/x"), never another site ("//evil.example", "https:..."). */
function localPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/**
 * The way back after fixing the CV from an offer's checklist: "Back to the offer and enrol", kept in view. The
 * section named in the address (#cv-idiomas) is opened and shown on arrival.
 */
export function BackToOffer() {
  const { t } = useTranslation('cv');
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const { goTo } = useSectionNavigation();
  const opened = useRef(false);
  const back = localPath(searchParams.get(BACK_PARAM));

  useEffect(() => {
    const id = hash.slice(1);
    if (opened.current || !id.startsWith('cv-') || !document.getElementById(id)) return;
    opened.current = true;
    goTo(id);
  }, [hash, goTo]);

  if (!back) return null;
  return (
    <div className="cv-back-to-offer" role="region" aria-label={t('backToOffer.label')}>
      <p className="cv-back-to-offer__text">{t('backToOffer.text')}</p>
      <Link to={back} className="button button--primary">
        {t('backToOffer.link')}
      </Link>
    </div>
  );
}
