import { Link } from 'react-router';
import { APP_VERSION, type BrandLink } from '@portal/shared';
import { LanguageLinks } from '@/features/language/components/language-select';
import { appRoutes, pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { askCookiePreferences } from '@/lib/consent';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** Brand links name Spanish paths; inside the portal they lead to the page's path in the current language. */
function FooterLink({ link }: { link: BrandLink }) {
  const language = useLanguage();
  const label = link.label[language];
  if (/^https?:\/\//.test(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  const route = appRoutes.find((r) => r.es === link.href);
  return <Link to={route ? pathFor(route.name, language) : link.href}>{label}</Link>;
}

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand.name[language]}</p>
          <p>{brand.footer.text[language]}</p>
        </div>
        <nav aria-label={t('footer.legal')} className="site-footer__links">
          <ul>
            {brand.footer.links.map((link) => (
              <li key={link.href}>
                <FooterLink link={link} />
              </li>
            ))}
            {brand.flags.analitycs && (
              <li>
                <button type="button" className="link-button" onClick={askCookiePreferences}>
                  {t('footer.cookies')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        {brand.footer.showLanguageSwitch && <LanguageLinks />}
        <p className="site-footer__version">
          <span className="visually-hidden">{t('footer.version')} </span>
          {APP_VERSION}
        </p>
      </div>
    </footer>
  );
}
