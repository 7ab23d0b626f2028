import { Status } from '@portal/shared';
import { ALUMNO, EMPRESA, candidate, one, fileSlice, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of the home pages; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Alumno/dameComunicaciones': candidate,
  'GET /api/Empresa/dameComunicaciones': { access: EMPRESA },
  'GET /api/Alumno/dameEventos': candidate,
  'GET /api/Alumno/dameGuiaOrientacion': candidate,
  'GET /api/Alumno/dameFicheroGuiaOrientacion/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's guidance guide (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const guide = await one<{ id: number; content: Buffer; name: string }>(
          fx,
          `select g.id, f.content, f.name from guides g join files f on f.id = g.file_id where g.institution_id = 'uib' order by g.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: guide.id }, secrets: [fileSlice(guide.content), guide.name] };
      },
    },
  },
};
