import { Status } from '@portal/shared';
import { ALUMNO, candidate, fileSlice, one, type AccessEntries, type OtherOwnerRule, type GuardFixtures } from '../../testing/access-rules.ts';
import { pdfUpload } from './internships.testing.ts';

const victimInternship = (fx: GuardFixtures) =>
  one<{ id: number }>(fx, `select id from internships where candidate_id = ${fx.victim.userId} and state = 'active' order by id limit 1`);
const internshipDocuments = (fx: GuardFixtures, internshipId: number) => () =>
  fx.rows(`select id, kind, file_id from internship_documents where internship_id = ${internshipId} order by id`);

/** Writes of the victim's internship: the attacker names it and must be refused without anything attached. */
const internshipWrite = (extra: Record<string, unknown> = {}): OtherOwnerRule => ({
  what: "another candidate's internship (idPractica)",
  refusal: Status.InternshipStudentNotFound,
  async build(fx) {
    const internship = await victimInternship(fx);
    return {
      token: fx.attacker.token,
      body: { idPractica: internship.id, fichero: pdfUpload('intrusa.pdf'), ...extra },
      secrets: [],
      snapshot: internshipDocuments(fx, internship.id),
    };
  },
});

/** Who may call the routes of the candidate's internships and proposals; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  // Candidate internships and proposals.
  'GET /api/Alumno/damePracticasAlumno': candidate,
  'POST /api/Alumno/addFicheroPractica': { access: ALUMNO, otherOwner: internshipWrite() },
  'POST /api/Alumno/addFicheroRenunciaSet': { access: ALUMNO, otherOwner: internshipWrite() },
  'POST /api/Alumno/addDocumentoPractica': { access: ALUMNO, otherOwner: internshipWrite({ idTipoDocumento: 1 }) },
  'POST /api/Alumno/editDocumentoSeguimientoCF': { access: ALUMNO, otherOwner: internshipWrite() },
  'GET /api/Alumno/dameDocumentoPractica/:id': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's internship document (id)",
      refusal: Status.InternshipStudentNotFound,
      async build(fx) {
        const doc = await one<{ id: number; content: Buffer; name: string }>(
          fx,
          `select d.id, f.content, f.name from internship_documents d join internships i on i.id = d.internship_id
           join files f on f.id = d.file_id where i.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, params: { id: doc.id }, secrets: [fileSlice(doc.content)], owner: { token: fx.victim.token } };
      },
    },
  },
  'POST /api/Alumno/delDocumentoPractica': {
    access: ALUMNO,
    otherOwner: {
      what: "another candidate's internship document (id)",
      refusal: Status.InternshipStudentNotFound,
      async build(fx) {
        const doc = await one<{ id: number }>(
          fx,
          `select d.id from internship_documents d join internships i on i.id = d.internship_id where i.candidate_id = ${fx.victim.userId} order by d.id limit 1`,
        );
        return { token: fx.attacker.token, body: { id: doc.id }, secrets: [], snapshot: () => fx.rows(`select * from internship_documents where id = ${doc.id}`) };
      },
    },
  },
  'GET /api/Alumno/dameTitulacionesActuales': candidate,
  'GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles': candidate,
  'POST /api/Alumno/compruebaCIF': candidate,
  'POST /api/Alumno/compruebaEmailContactoEmpresa': candidate,
  'POST /api/Alumno/solicitudPractica': candidate,
};
