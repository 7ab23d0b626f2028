import type { BrandFlags, SessionUser } from '@portal/shared';
import type { AppRoute } from '@/config/routes';

export type AccessDecision =
  | { kind: 'allow' }
  /** `savePath`: remember the requested path so the login can return to it. */
  | { kind: 'redirect'; to: 'home' | 'login' | 'maintenance'; savePath: boolean }
  /** A mandatory survey to answer first: every page but the survey's own (and logout) sends to it. */
  | { kind: 'redirect'; to: 'survey'; savePath: false; params: { id: string } };

export interface AccessContext {
  user: SessionUser | null;
  flags: BrandFlags;
  maintenance: boolean;
  godMode: boolean;
}

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: 'home' | 'login' | 'maintenance', savePath = false): AccessDecision => ({ kind: 'redirect', to, savePath });

/** The pages a person with a mandatory survey to answer may still open: the survey's own, and logging out. */
const SURVEY_LOCK_EXEMPT: ReadonlySet<string> = new Set(['survey', 'survey-access', 'logout']);

/**
 * Who may open a route (spec 1 §4, §6), in order: maintenance sends everyone to the maintenance page except the
 * admin screen, god mode, the staff login and signed-in staff; a brand that lacks the feature sends home; a route that requires authentication sends
 * anonymous visitors to /login (saving the path); a route of another role, or a login page for a logged user,
 * sends home. A signed-in person with a mandatory survey to answer (`encuestaObligatoria` of the session, read at
 * sign-in and on restoring it: nothing more is asked per page) is sent to it from every other page.
 */
export function decideAccess(route: AppRoute, context: AccessContext): AccessDecision {
  // Staff keep working during maintenance (the API exempts their calls): they must be able to log in and switch it off.
  const exemptFromMaintenance = route.name === 'maintenance' || route.name === 'god-mode' || route.name === 'login-staff' || context.user?.rol === 'Gestor';
  if (context.maintenance && !context.godMode && !exemptFromMaintenance) return redirect('maintenance');
  if (route.name === 'maintenance' && !context.maintenance) return redirect('home');
  const survey = context.user?.encuestaObligatoria;
  if (survey && !SURVEY_LOCK_EXEMPT.has(route.name)) return { kind: 'redirect', to: 'survey', savePath: false, params: { id: survey } };
  if (route.available && !route.available(context.flags)) return redirect('home');
  if (route.requiresAuth && !context.user) return redirect('login', true);
  if (route.role && context.user && context.user.rol !== route.role) return redirect('home');
  if (route.guestOnly && context.user) return redirect('home');
  return allow;
}
