import { pub, staff, type AccessEntries } from '../../testing/access-rules.ts';

/**
 * Who may call the god-mode routes; the guards of apps/api/src/guards read it. A pass is made for the staff member's
 * own institution only (its token's); another institution's pass is refused with 665 (god-mode.test.ts).
 */
export const accessEntries: AccessEntries = {
  'POST /api/Gestor/creaPaseModoDios': staff,
  'POST /api/Gestor/retiraPasesModoDios': staff,
  // Anyone may ask whether a pass is good: it answers only the pass's expiry, and a forged one is refused (663).
  'POST /api/Publico/compruebaPaseModoDios': pub({ body: { pase: 'gm1.e30.x' } }),
};
