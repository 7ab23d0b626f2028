import { Status } from '@portal/shared';
import { ALUMNO, candidate, one, foreignOffer, type AccessEntries, type OtherOwnerRule } from '../../testing/access-rules.ts';

/** A row of the victim's CV, by table; the attacker edits or deletes it by id. */
const cvRow = (
  table: string,
  describe: string,
  body: (row: { id: number }) => Record<string, unknown>,
  secretColumn?: string,
  refusal: number = Status.NotFound,
): OtherOwnerRule => ({
  what: `another candidate's ${describe} (id)`,
  refusal,
  async build(fx) {
    const row = await one<{ id: number } & Record<string, unknown>>(fx, `select * from ${table} where candidate_id = ${fx.victim.userId} order by id limit 1`);
    const secret = secretColumn ? row[secretColumn] : undefined;
    return {
      token: fx.attacker.token,
      body: body(row),
      secrets: typeof secret === 'string' && secret.length > 3 ? [secret] : [],
      snapshot: () => fx.rows(`select * from ${table} where id = ${row.id}`),
    };
  },
});

const experience = { puesto: 'Puesto cambiado', empresa: 'Empresa cambiada SL', fechaInicio: '2023-01-09' };

/** Who may call the routes of the candidate's CV; the guards of apps/api/src/guards read it. */
export const accessEntries: AccessEntries = {
  'GET /api/Alumno/dameCvUsuario': candidate,
  'GET /api/Alumno/documentacionDeProcesosSolicitada': candidate,
  'POST /api/Alumno/addEstudio': candidate,
  'POST /api/Alumno/addEstudioUniversidad': candidate,
  'POST /api/Alumno/editEstudio': { access: ALUMNO, otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id, centro: 'Centro cambiado' }), 'centre', Status.StudiesNotFound) },
  'POST /api/Alumno/delEstudio': { access: ALUMNO, otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id }), 'centre', Status.StudiesNotFound) },
  'POST /api/Alumno/bajaEstudioUniversidad': {
    access: ALUMNO,
    otherOwner: cvRow('candidate_studies', 'study', (row) => ({ id: row.id }), 'centre', Status.StudiesNotFound),
  },
  'POST /api/Alumno/editDatosPersonales': candidate,
  'POST /api/Alumno/editDatosEmail': candidate,
  'POST /api/Alumno/addIdioma': candidate,
  'POST /api/Alumno/editIdioma': { access: ALUMNO, otherOwner: cvRow('candidate_languages', 'language', (row) => ({ id: row.id, idIdioma: 3, idNivel: 4 }), 'certificate') },
  'POST /api/Alumno/delIdioma': { access: ALUMNO, otherOwner: cvRow('candidate_languages', 'language', (row) => ({ id: row.id }), 'certificate') },
  'POST /api/Alumno/addExperiencia': candidate,
  'POST /api/Alumno/editExperiencia': {
    access: ALUMNO,
    otherOwner: cvRow('candidate_experiences', 'work experience', (row) => ({ id: row.id, ...experience }), 'position'),
  },
  'POST /api/Alumno/delExperiencia': { access: ALUMNO, otherOwner: cvRow('candidate_experiences', 'work experience', (row) => ({ id: row.id }), 'position') },
  'POST /api/Alumno/addDoc': {
    access: ALUMNO,
    otherOwner: {
      what: "another institution's offer for a process document (idOferta)",
      // The offer is not one the caller applied to: refused on the idOferta field, like a malformed id.
      refusal: Status.MissingMandatoryData,
      async build(fx) {
        const offer = await foreignOffer(fx);
        return {
          token: fx.attacker.token,
          body: { idTipo: 1, nombre: 'Documento del proceso', visibilidad: 'process', idOferta: offer.id, url: 'https://example.com/doc.pdf' },
          secrets: [offer.reference],
          snapshot: () => fx.rows(`select * from candidate_documents where offer_id = ${offer.id} order by id`),
        };
      },
    },
  },
  'POST /api/Alumno/delDoc': { access: ALUMNO, otherOwner: cvRow('candidate_documents', 'CV document', (row) => ({ id: row.id }), 'name') },
  'POST /api/Alumno/editInteres': candidate,
  'POST /api/Alumno/editSectoresInteres': candidate,
  'POST /api/Alumno/editConocimientosInformaticos': candidate,
  'POST /api/Alumno/editCompetencias': candidate,
  'POST /api/Alumno/editDatosPreferenciaPracticas': candidate,
  'POST /api/Alumno/editarNivelFormativoSNE': candidate,
  'POST /api/Alumno/editProfesionales': candidate,
  'POST /api/Alumno/editPermisoTrabajo': candidate,
  'POST /api/Alumno/editEnlacePortfolio': candidate,
  'POST /api/Alumno/editPresentacion': candidate,
  'POST /api/Alumno/editDatosBusquedaActivaPracticas': candidate,
  'POST /api/Alumno/editDatosBusquedaActivaTrabajo': candidate,
  'POST /api/Alumno/editImagenPerfil': candidate,
};
