import { pub, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of reference lists; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Dominios/dominios/:idioma': pub({ params: { idioma: 'es' } }),
  'GET /api/Dominios/dominiosList/:idioma': pub({ params: { idioma: 'ca' } }),
  'GET /api/Dominios/TagsInteresAlumno': pub(),
  'GET /api/Dominios/ProgramasInformaticos': pub(),
  'GET /api/Dominios/titulaciones/:idioma': pub({ params: { idioma: 'en' } }),
  'GET /api/Dominios/centrosEducativosDeProvincia/:id': pub({ params: { id: 7 } }),
  'GET /api/Dominios/esProvinciaConIslas/:provincia': pub({ params: { provincia: 7 } }),
};
