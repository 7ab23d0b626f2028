import { pub, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the analytics routes; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Any page sends its view once the visitor has consented, signed in or not: the view carries nothing of anyone's.
  'POST /api/Publico/registraVisita': pub({ body: { ruta: '/ofertas-empleo' } }),
};
