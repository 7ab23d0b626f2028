import type { CustomTypeOptions } from 'i18next';
import type { BrandFlags, Role } from '@portal/shared';
import type { RouteName } from '@/config/routes';
import { useMyInternships } from '@/features/internships/api/get-my-internships';
import { useOfferCount } from '@/features/offers/api/get-offer-count';
import { usePendingActions } from '@/features/home/api/get-pending-actions';

/** An entry's id names its text (`menu.<id>` of the common texts), so an entry without one fails the type check. */
type MenuId = keyof CustomTypeOptions['resources']['common']['menu'];

export type MenuItem =
  | { kind: 'link'; id: MenuId; label: `menu.${MenuId}`; route: RouteName; params?: Record<string, string>; badge?: number }
  | { kind: 'action'; id: MenuId; label: `menu.${MenuId}`; action: 'logout' | 'accountDeletion' };

const link = (id: MenuId, route: RouteName, params?: Record<string, string>, badge?: number): MenuItem => ({
  kind: 'link',
  id,
  label: `menu.${id}`,
  route,
  ...(params ? { params } : {}),
  ...(badge ? { badge } : {}),
});
const action = (id: MenuId, name: 'logout' | 'accountDeletion'): MenuItem => ({ kind: 'action', id, label: `menu.${id}`, action: name });

/** What the user's own data says about the menu (spec 1 §2); unknown while the calls are on their way. */
export interface MenuData {
  /** damePracticasAlumno is not empty. */
  hasInternships?: boolean;
  /** dameNumOfertasEmpleoUsuario / dameNumOfertasPracticasUsuario. */
  jobOffers?: number;
  internshipOffers?: number;
  /** Pre-enrolments waiting for the candidate's answer (dameAccionesPendientes), counted beside "my candidacies". */
  preEnrolments?: number;
}

/**
 * The menu's data calls for this role: the candidate's internships (shared with /mis-practicas through the cache).
 * None without a session (the login page asks for nothing).
 */
export function useMenuData(role: Role | undefined): MenuData {
  const internships = useMyInternships({ enabled: role === 'Alumno' });
  const jobOffers = useOfferCount('empleo', role === 'Alumno');
  const internshipOffers = useOfferCount('practicas', role === 'Alumno');
  const pending = usePendingActions(role === 'Alumno');
  return {
    hasInternships: internships.data ? internships.data.length > 0 : undefined,
    jobOffers: jobOffers.data,
    internshipOffers: internshipOffers.data,
    preEnrolments: pending.data?.preinscripciones.length,
  };
}

/**
 * The slide-in menu of each role (spec 1 §2), gated by the brand flags and the user's data: "my internships" only
 * when the candidate has internships, and the internship proposal only when the brand allows it and the
 * candidate has internships (both hidden until the list has arrived); the offer items only when their counts are
 * above zero (internship offers also never on a cycles-only brand). An offer item stays while its count is
 * unknown: a count that cannot be read must not hide the offers.
 *
 * Surveys, events and guides have no page yet: their entries come back with their pages. Help gives the service's
 * contact. "My candidacies" counts the pre-enrolments waiting for an answer.
 *
 * The company's education-requests item depends on the server's say (tieneMenuSolicitudesPracticasEducacion),
 * a call that comes with its feature: until then it stays hidden.
 */
export function menuItemsFor(role: Role, flags: BrandFlags, data: MenuData = {}): MenuItem[] {
  const items: (MenuItem | false)[] =
    role === 'Alumno'
      ? [
          !flags.cyclesOnly && data.internshipOffers !== 0 && link('internshipOffers', 'internship-offers'),
          data.jobOffers !== 0 && link('jobOffers', 'job-offers'),
          flags.hasPropuestaPracticas && data.hasInternships === true && link('internshipProposal', 'internship-proposal'),
          link('myApplications', 'my-applications', undefined, data.preEnrolments),
          data.hasInternships === true && link('myInternships', 'my-internships'),
          flags.hasProgramaPracticasActivo && link('activeProgrammes', 'active-programmes'),
          link('cv', 'cv'),
          flags.hashelp && link('help', 'help'),
          link('changePassword', 'change-password'),
          action('logout', 'logout'),
          flags.canBorrarCuenta && action('accountDeletion', 'accountDeletion'),
        ]
      : role === 'Empresa'
        ? [
            link('myOffers', 'my-offers'),
            link('newOffer', 'new-offer'),
            flags.hasPropuestaPracticas && link('internshipProposal', 'internship-proposal'),
            flags.canCambiarPracticas && link('internshipChange', 'internship-change'),
            flags.hasProgramaPracticasActivo && link('activeProgrammes', 'active-programmes'),
            link('documentation', 'documentation'),
            link('surveys', 'surveys'),
            link('myCompany', 'my-company'),
            link('myProfile', 'my-profile'),
            link('changePassword', 'change-password'),
            action('logout', 'logout'),
          ]
        : [
            link('home', 'home'),
            link('staffDashboard', 'staff-dashboard'),
            link('staffCompanies', 'staff-companies'),
            link('staffAgreements', 'staff-agreements'),
            link('staffOffers', 'staff-offers'),
            link('staffCandidates', 'staff-candidates'),
            link('staffContent', 'staff-content'),
            link('staffSettings', 'staff-settings'),
            link('staffAudit', 'staff-audit'),
            link('changePassword', 'change-password'),
            action('logout', 'logout'),
          ];
  return items.filter((item): item is MenuItem => item !== false);
}
