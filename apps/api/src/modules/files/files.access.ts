import { Status } from '@portal/shared';
import { ALUMNO, one, fileSlice, type AccessEntries } from '../../testing/access-rules.ts';

/** Who may call the routes of the candidate's own files; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // A file of the candidate's CV, by its id.
  'GET /api/Alumno/fichero/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's CV document file (id)",
      refusal: Status.NotFound,
      async build(fx) {
        const file = await one<{ id: string; content: Buffer; name: string }>(
          fx,
          `select f.id, f.content, f.name from candidate_documents d join files f on f.id = d.file_id
           where d.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: file.id }, secrets: [fileSlice(file.content)], owner: { token: fx.victim.token } };
      },
    },
  },
};
