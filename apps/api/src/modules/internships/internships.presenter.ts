import { buildPath, internshipCalls, type CandidateInternship, type Language, type INTERNSHIP_DOCUMENT_KINDS, type INTERNSHIP_STATES } from '@portal/shared';
import type { InternshipState } from './internships.tables.ts';
import { canDeleteDocument } from './document-rules.ts';
import type { CurrentDegreeRecord, InternshipDocumentKind, InternshipDocumentRecord, InternshipRecord, StoredTutor } from './internships.repository.ts';

const STATES: Record<InternshipState, (typeof INTERNSHIP_STATES)[number]> = {
  pending: 'pendiente',
  active: 'activa',
  finished: 'finalizada',
  renounced: 'renunciada',
  cancelled: 'cancelada',
};

const KINDS: Record<InternshipDocumentKind, (typeof INTERNSHIP_DOCUMENT_KINDS)[number]> = {
  form: 'formulario',
  renunciation: 'renuncia',
  follow_up: 'seguimiento',
  document: 'documento',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** A tutor with no name and no e-mail has not been assigned yet. */
function toTutor(tutor: StoredTutor): CandidateInternship['tutorEmpresa'] {
  const nombre = text(tutor.first_name);
  const email = text(tutor.email);
  if (nombre === null && email === null) return null;
  return { nombre: nombre ?? '', apellidos: text(tutor.last_name) ?? '', email: email ?? '', telefono: text(tutor.phone), cargo: text(tutor.position) };
}

function toDocument(document: InternshipDocumentRecord, internship: InternshipRecord, candidateId: number, language: Language): CandidateInternship['documentos'][number] {
  return {
    id: document.id,
    tipo: KINDS[document.kind],
    idTipoDocumento: document.documentType?.id ?? null,
    tipoDocumento: document.documentType?.labels[language] ?? null,
    nombre: document.name,
    fecha: document.createdAt.toISOString(),
    urlFichero: buildPath(internshipCalls.document.path, { id: document.id }),
    borrable: canDeleteDocument({ uploadedBy: document.uploadedBy, state: internship.state }, candidateId),
  };
}

export function toInternship(
  internship: InternshipRecord,
  documents: InternshipDocumentRecord[],
  options: { language: Language; cyclesOnly: boolean; candidateId: number; renunciation: CandidateInternship['renuncia'] },
): CandidateInternship {
  const { language } = options;
  return {
    idPractica: internship.id,
    estado: STATES[internship.state],
    empresa: internship.company ? { id: internship.company.id, nombre: internship.company.name } : null,
    fechaInicio: internship.startDate,
    fechaFin: internship.endDate,
    horasDia: internship.hoursPerDay,
    horasSemana: internship.hoursPerWeek,
    curso: internship.course,
    titulacion: internship.degree ? { id: internship.degree.id, nombre: internship.degree.labels[language] } : null,
    programa: internship.programme ? { id: internship.programme.id, nombre: internship.programme.labels[language] } : null,
    puestoTrabajo: internship.jobPosition,
    departamento: internship.department,
    tareasAdesarrollar: internship.tasks,
    esCurricular: internship.isCurricular,
    esCicloFormativo: options.cyclesOnly || (internship.degree?.isCycle ?? false),
    tutorEmpresa: toTutor(internship.companyTutor),
    tutorAcademico: toTutor(internship.academicTutor),
    documentos: documents.filter((d) => d.internshipId === internship.id).map((d) => toDocument(d, internship, options.candidateId, language)),
    renuncia: options.renunciation,
  };
}

export function toCurrentDegree(degree: CurrentDegreeRecord, language: Language) {
  return {
    idEstudio: degree.studyId,
    idTitulacion: degree.degreeId,
    titulacion: degree.labels[language],
    nivel: degree.level,
    curso: degree.courseYear,
    creditosSuperados: degree.creditsPassed,
    creditosTotales: degree.creditsTotal,
  };
}
