import { Status, type CandidateInternship, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { Institution } from '../../plugins/institution.ts';
import type { SessionClaims } from '../session/index.ts';
import { createInternshipsRepository, type InternshipDocumentKind } from './internships.repository.ts';
import { toCurrentDegree, toInternship } from './internships.presenter.ts';
import { fileInfo, storeUpload, type Upload } from '../files/index.ts';

/** A renunciation makes sense only for an internship that has not ended. */
const RENOUNCEABLE = new Set(['pending', 'active']);

const FALLBACK_NAMES: Record<InternshipDocumentKind, string> = {
  form: 'formulario-practica',
  renunciation: 'renuncia-practica',
  follow_up: 'seguimiento-practica',
  document: 'documento-practica',
};

/** Where the upload sits in every internship payload, for `datos.errores`. */
const UPLOAD_FIELDS = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };

interface Attachment {
  session: SessionClaims;
  institution: Institution;
  internshipId: number;
  upload: Upload;
}

export function createInternshipsService(db: Db) {
  const repo = createInternshipsRepository(db);

  async function ownedInternship(session: SessionClaims, internshipId: number) {
    const internship = await repo.findOwned(session.institutionId, session.userId, internshipId);
    if (!internship) throw new AppError(Status.InternshipStudentNotFound);
    return internship;
  }

  /** File and document row are written together; `replaceKind` first removes the documents of that kind. */
  async function attach(input: Attachment, kind: InternshipDocumentKind, documentTypeId: number | null, replaceKind = false) {
    return db.transaction().execute(async (trx) => {
      const txRepo = createInternshipsRepository(trx);
      if (replaceKind) await txRepo.removeDocumentsOfKind(input.internshipId, kind);
      const { institutionId, userId } = input.session;
      const fileId = await storeUpload(trx, { institutionId, userId }, input.upload, FALLBACK_NAMES[kind], UPLOAD_FIELDS);
      const [file] = await fileInfo(trx, institutionId, [fileId]);
      const id = await txRepo.addDocument({ internshipId: input.internshipId, kind, documentTypeId, name: file?.name ?? FALLBACK_NAMES[kind], fileId, userId });
      return { idDocumento: id };
    });
  }

  return {
    async listMine(session: SessionClaims, institution: Institution, language: Language): Promise<CandidateInternship[]> {
      const internships = await repo.listOf(session.institutionId, session.userId);
      const documents = await repo.documentsOf(internships.map((i) => i.id));
      return internships.map((i) => toInternship(i, documents, { language, cyclesOnly: institution.brand.flags.cyclesOnly }));
    },

    async addForm(input: Attachment) {
      await ownedInternship(input.session, input.internshipId);
      return attach(input, 'form', null);
    },

    async addRenunciation(input: Attachment) {
      const internship = await ownedInternship(input.session, input.internshipId);
      if (!RENOUNCEABLE.has(internship.state)) throw new AppError(Status.ActionNotAllowed);
      return attach(input, 'renunciation', null);
    },

    async addDocument(input: Attachment & { documentTypeId: number }) {
      await ownedInternship(input.session, input.internshipId);
      if (!(await repo.documentTypeExists(input.documentTypeId))) {
        throw new AppError(Status.MissingMandatoryData, {
          datos: { errores: [{ campo: 'idTipoDocumento', codigo: Status.MissingMandatoryData, clave: 'malformed' }] },
        });
      }
      return attach(input, 'document', input.documentTypeId);
    },

    /** One follow-up document per vocational (CF) internship: a new upload replaces the previous one. */
    async replaceFollowUp(input: Attachment) {
      const internship = await ownedInternship(input.session, input.internshipId);
      if (!input.institution.brand.flags.cyclesOnly && !internship.degree_is_cycle) throw new AppError(Status.ActionNotAllowed);
      return attach(input, 'follow_up', null, true);
    },

    async documentFile(session: SessionClaims, documentId: number) {
      const file = await repo.ownedDocumentFile(session.institutionId, session.userId, documentId);
      if (!file) throw new AppError(Status.InternshipStudentNotFound);
      return file;
    },

    async currentDegrees(session: SessionClaims, language: Language) {
      const degrees = await repo.currentDegrees(session.institutionId, session.userId);
      return degrees.map((d) => toCurrentDegree(d, language));
    },
  };
}

export type InternshipsService = ReturnType<typeof createInternshipsService>;
