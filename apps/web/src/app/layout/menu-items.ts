import type { BrandFlags, Role } from '@portal/shared';
import type { MenuData, MenuEntry, MenuId } from '@/config/feature';
import { appRoutes, type RouteName } from '@/config/routes';

export type MenuItem =
  | { kind: 'link'; id: MenuId; label: `menu.${MenuId}`; route: RouteName; params?: Record<string, string>; badge?: number; bar?: boolean }
  | { kind: 'action'; id: MenuId; label: `menu.${MenuId}`; action: 'logout' | 'accountDeletion' };

/**
 * The menu's own actions, on the scale of the features' entries (`MenuEntry.order`): the side menu carries them
 * out, so they are declared beside it.
 */
const actions: readonly (MenuEntry & { action: 'logout' | 'accountDeletion' })[] = [
  { id: 'logout', action: 'logout', roles: ['Alumno', 'Empresa', 'Gestor'], order: 910 },
  { id: 'accountDeletion', action: 'accountDeletion', roles: ['Alumno'], order: 920, shown: ({ flags }) => flags.canBorrarCuenta },
];

/**
 * The slide-in menu of each role (spec 1 §2): the entries the features' routes declare (`menu` of each route in
 * `features/<feature>/feature.ts`) and the menu's actions, in their `order`, each shown when its condition holds.
 * The conditions live with the entries: "my internships" and the candidate's internship proposal only once the
 * candidate's internships have arrived and are not empty; an offers item while its count is not zero (a count that
 * cannot be read must not hide the offers); the brand flags of the entry's route (`available`) for the rest. "My candidacies" counts the pre-enrolments
 * waiting for an answer.
 *
 * Sections without a page yet (the company's internship proposal)
 * have no entry: they come back with their pages (docs/decisions.md, "Navigation"). The company's education-requests
 * item shows when the server says it applies (tieneMenuSolicitudesPracticasEducacion) and the list is not empty.
 */
export function menuItemsFor(role: Role, flags: BrandFlags, data: MenuData = {}): MenuItem[] {
  const context = { role, flags, data };
  const applies = (entry: MenuEntry) => entry.roles.includes(role) && (entry.shown?.(context) ?? true);
  // A route the brand does not have (`available`) takes its menu entries with it: no entry repeats the route's flag.
  const links = appRoutes.flatMap((route) =>
    (route.available?.(flags) === false ? [] : (route.menu ?? [])).filter(applies).map((entry) => {
      const badge = entry.badge?.(data);
      const item: MenuItem = { kind: 'link', id: entry.id, label: `menu.${entry.id}`, route: route.name, ...(badge ? { badge } : {}), ...(entry.bar ? { bar: true } : {}) };
      return { order: entry.order, item };
    }),
  );
  const own = actions.filter(applies).map((entry) => ({ order: entry.order, item: { kind: 'action', id: entry.id, label: `menu.${entry.id}`, action: entry.action } satisfies MenuItem }));
  const items = [...links, ...own].sort((a, b) => a.order - b.order).map(({ item }) => item);
  // A mandatory survey to answer leaves only logging out (spec 1 §4).
  return data.surveyLock ? items.filter((item) => item.id === 'logout') : items;
}

/** The links of the section bar that wide screens show under the header (entries declared with `bar`). */
export function barItemsFor(role: Role, flags: BrandFlags, data: MenuData = {}): Extract<MenuItem, { kind: 'link' }>[] {
  return menuItemsFor(role, flags, data).filter((item): item is Extract<MenuItem, { kind: 'link' }> => item.kind === 'link' && item.bar === true);
}
