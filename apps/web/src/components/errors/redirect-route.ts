import { matchPath } from 'react-router';
import type { RedirectTarget, Role } from '@portal/shared';
import { getRoute, redirectTargets, type RouteName } from '@/config/routes';

const INTERNSHIP_ROUTES: readonly RouteName[] = ['internship-offers', 'internship-offer'];

/**
 * The page a catalogue redirect leads to. 'offers' (codes 4 and 111) means the list the user came from: a
 * company's own offers, the internship list when the refusal met the candidate on an internship page, else the
 * job list.
 */
export function redirectRoute(target: RedirectTarget, context: { pathname: string; role: Role | undefined }): RouteName {
  if (target !== 'offers') return redirectTargets[target];
  if (context.role === 'Empresa') return 'my-offers';
  const onInternships = INTERNSHIP_ROUTES.some((name) => {
    const route = getRoute(name);
    return [route.es, route.ca].some((pattern) => matchPath({ path: pattern, caseSensitive: false }, context.pathname) !== null);
  });
  return onInternships ? 'internship-offers' : 'job-offers';
}
