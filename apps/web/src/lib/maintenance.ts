import { pathFor } from '@/config/routes';
import { isGodMode } from './god-mode';
import { currentLanguage } from './i18n';

/** How the page is left for the maintenance page; a full load, so the configuration (and its flag) is read again. */
let leavePage = (path: string) => window.location.assign(path);

/** Tests watch where the page would go instead of leaving it. */
export function setMaintenanceNavigation(navigate: (path: string) => void): void {
  leavePage = navigate;
}

/**
 * Code 609: the institution went into maintenance while the page was open. Every page but the admin screen then
 * shows /mantenimiento (spec 1 §4), unless god mode is on in this browser.
 */
export function enterMaintenance(): void {
  if (isGodMode()) return;
  const path = pathFor('maintenance', currentLanguage());
  if (window.location.pathname !== path) leavePage(path);
}
