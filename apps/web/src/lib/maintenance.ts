import { pathFor } from '@/config/routes';
import { setGodMode } from './god-mode';
import { currentLanguage } from './i18n';

/** How the page is left for the maintenance page; a full load, so the configuration (and its flag) is read again. */
let leavePage = (path: string) => window.location.assign(path);

/** Tests watch where the page would go instead of leaving it. */
export function setMaintenanceNavigation(navigate: (path: string) => void): void {
  leavePage = navigate;
}

/**
 * Code 609: the institution went into maintenance while the page was open. Every page but the admin screen then
 * shows /mantenimiento (spec 1 §4). A god-mode pass kept here was sent with the call and refused (staff withdrew it,
 * or it is not this institution's): it is forgotten, so the pages follow the server.
 */
export function enterMaintenance(): void {
  setGodMode(null);
  const path = pathFor('maintenance', currentLanguage());
  if (window.location.pathname !== path) leavePage(path);
}
