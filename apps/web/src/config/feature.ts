import type { CustomTypeOptions } from 'i18next';
import type { ComponentType } from 'react';
import type { BrandFlags, PendingDeletion, Role } from '@portal/shared';

/**
 * What a feature declares to the app, in its own `features/<feature>/feature.ts`: its pages (lazy modules) and its
 * routes with their menu entries. `config/routes.ts` and `app/router.tsx` collect every manifest with
 * `import.meta.glob`, so adding a page is adding files to one feature folder, not editing a central list.
 *
 * A manifest is plain data with type-only imports: the build reads it in Node (build/page-preloads.ts) as well as
 * in the bundle. Its route names join the `RouteName` union through `Features` (see the end of any manifest).
 */
export type PageModule = { default: ComponentType };

/** An entry's id names its text (`menu.<id>` of the common texts), so an entry without one fails the type check. */
export type MenuId = keyof CustomTypeOptions['resources']['common']['menu'];

/** What the user's own data says about the menu (spec 1 §2); unknown while the calls are on their way. */
export interface MenuData {
  /** damePracticasAlumno is not empty. */
  hasInternships?: boolean;
  /** dameNumOfertasEmpleoUsuario / dameNumOfertasPracticasUsuario. */
  jobOffers?: number;
  internshipOffers?: number;
  /** Pre-enrolments waiting for the candidate's answer (dameAccionesPendientes), counted beside "my candidacies". */
  preEnrolments?: number;
  /** tieneMenuSolicitudesPracticasEducacion says the education menu applies and dameSolicitudesPracticasEducacion is not empty. */
  educationRequests?: boolean;
  /** The person has a mandatory survey to answer: the menu offers only logging out until they do. */
  surveyLock?: boolean;
  /** The candidate's deletion request waiting out its grace period (dameAccionesPendientes `baja`). */
  deletion?: PendingDeletion;
}

export interface MenuContext {
  role: Role;
  flags: BrandFlags;
  data: MenuData;
}

/** A link of the menus to the route that declares it. */
export interface MenuEntry {
  id: MenuId;
  roles: readonly Role[];
  /**
   * Its place, on one scale for every role (the menus are sorted by it): the candidate's offers from 10, the
   * company's from 10, staff from 5; change password 900 and the menu's own actions after it (app/layout).
   */
  order: number;
  /** Shown only when this holds (brand flags, the user's data); always shown without it. */
  shown?: (context: MenuContext) => boolean;
  badge?: (data: MenuData) => number | undefined;
  /**
   * Also in the section bar under the header on wide screens (app/layout/main-nav.tsx): the role's main places,
   * always in view there; the slide-in menu keeps every entry.
   */
  bar?: boolean;
}

/** A route as a manifest declares it (`config/routes.ts` gives the collected one, `AppRoute`, its literal names). */
export interface RouteDeclaration {
  name: string;
  es: string;
  ca: string;
  /** A page of the same manifest (`connection-error` is the app's own, in the main bundle). */
  page: string;
  requiresAuth?: boolean;
  /** Only this role may open it; any other logged user goes home. */
  role?: Role;
  /** Offer pages (spec route metadata). */
  isOferta?: boolean;
  /** Login and password pages: a logged user goes home. */
  guestOnly?: boolean;
  /** Brand gate: when false the route redirects home (spec: /registro, /nuevo-convenio-colaboracion, ...). */
  available?: (flags: BrandFlags) => boolean;
  /** Breadcrumb parent (home is always the first crumb); may be a route of another feature. */
  parent?: string;
  /** The page draws no heading of its own kind (home). */
  hideHeading?: boolean;
  menu?: readonly MenuEntry[];
}

export interface FeatureManifest {
  /** Each page is its own chunk, fetched when first visited: keep these `() => import('./routes/…')`. */
  pages: Readonly<Record<string, () => Promise<PageModule>>>;
  routes: readonly RouteDeclaration[];
}

/**
 * The type of every manifest, keyed by feature: each `feature.ts` adds itself with
 * `declare module '@/config/feature' { interface Features { <feature>: typeof feature } }`, so route names and page
 * ids stay literal types (`pathFor('login', language)` is checked) while the runtime list comes from the glob.
 * `config/routes.test.ts` fails when a manifest forgets it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Features {}

type Manifest = Features[keyof Features];

export type RouteName = Manifest['routes'][number]['name'];

export type PageId = Manifest['routes'][number]['page'];
