import { Link } from 'react-router';
import { findRoute, pathFor, type AppRoute, type RouteName } from '@/config/routes';
import { routeTitleKey, useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';

function ancestors(route: AppRoute): AppRoute[] {
  const chain: AppRoute[] = [];
  let parent = route.parent ? findRoute(route.parent) : undefined;
  while (parent) {
    chain.unshift(parent);
    parent = parent.parent ? findRoute(parent.parent) : undefined;
  }
  return chain;
}

/** The breadcrumb bar and the page heading (none on home, which draws its own). */
export function PageHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const route = useCurrentRoute();
  const user = useUser();
  // A sign-in page a user has just signed in on is on its way out (its guard shows the next page's shape): its
  // heading would title that shape.
  if (!route || route.hideHeading || (route.guestOnly && user)) return null;
  const title = t(routeTitleKey(route));
  return (
    <div className="page-header">
      <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('routes.home')}</Link>
          </li>
          {ancestors(route).map((parent) => (
            <li key={parent.name}>
              <Link to={pathFor(parent.name as RouteName, language)}>{t(routeTitleKey(parent))}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="page-header__title" tabIndex={-1}>
        {title}
      </h1>
    </div>
  );
}
