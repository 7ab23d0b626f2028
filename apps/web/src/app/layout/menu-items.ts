import type { BrandFlags, Role } from '@portal/shared';
import type { RouteName } from '@/config/routes';

export type MenuItem =
  | { kind: 'link'; id: string; label: string; route: RouteName; params?: Record<string, string> }
  | { kind: 'action'; id: string; label: string; action: 'logout' | 'accountDeletion' };

const link = (id: string, route: RouteName, params?: Record<string, string>): MenuItem => ({
  kind: 'link',
  id,
  label: `menu.${id}`,
  route,
  ...(params ? { params } : {}),
});
const action = (id: string, name: 'logout' | 'accountDeletion'): MenuItem => ({ kind: 'action', id, label: `menu.${id}`, action: name });

/**
 * The slide-in menu of each role (spec 1 §2), gated by the brand flags.
 *
 * The spec also gates some candidate items on data: internship and employment offers only when their counts are
 * above zero, the internship proposal and "my internships" only when the candidate has internships; and the
 * company's education-requests item only when the server says the menu applies. Those counts and lists come with
 * the next release's calls (dameNumOfertas*, damePracticasAlumno, tieneMenuSolicitudesPracticasEducacion), so
 * until then the offer and internship items show whenever the brand allows them and the education-requests item
 * stays hidden.
 */
export function menuItemsFor(role: Role, flags: BrandFlags): MenuItem[] {
  const items: (MenuItem | false)[] =
    role === 'Alumno'
      ? [
          !flags.cyclesOnly && link('internshipOffers', 'internship-offers'),
          link('jobOffers', 'job-offers'),
          flags.hasPropuestaPracticas && link('internshipProposal', 'internship-proposal'),
          link('myApplications', 'my-applications'),
          link('myInternships', 'my-internships'),
          flags.hasProgramaPracticasActivo && link('activeProgrammes', 'active-programmes'),
          link('surveys', 'surveys'),
          flags.hasEventos && link('events', 'events'),
          link('cv', 'cv'),
          flags.hasGuiasOrientacion && link('guides', 'guides'),
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
            link('changePassword', 'change-password'),
            action('logout', 'logout'),
          ]
        : [link('home', 'home'), link('changePassword', 'change-password'), action('logout', 'logout')];
  return items.filter((item): item is MenuItem => item !== false);
}
