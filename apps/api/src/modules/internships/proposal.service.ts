import { HOUR_LIMITED_INSTITUTION, Status, dedicationRuleOf, hourLimitBreaches, hourLimits, meetsDedicationRule, type Language, type ProposalBody, type ValidationFieldError, type ValidationKey } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import type { Institution } from '../../plugins/institution.ts';
import type { SessionClaims } from '../session/index.ts';
import { MISSING_PRACTICE_DATA_HTTP_STATUS, loadMissingPracticeData } from '../candidacies/index.ts';
import { createInternshipsRepository } from './internships.repository.ts';
import { createProposalRepository } from './proposal.repository.ts';
import { PROPOSALS_PER_ACADEMIC_YEAR, academicYearStart, dedicationRuleMessage, hourLimitMessage } from './proposal-rules.ts';

function fieldError(campo: string, clave: ValidationKey, mensaje?: string): AppError {
  const errores: ValidationFieldError[] = [{ campo, codigo: Status.MissingMandatoryData, clave }];
  return new AppError(Status.MissingMandatoryData, { datos: { errores }, mensaje });
}

function assertEnabled(institution: Institution): void {
  if (!institution.brand.flags.hasPropuestaPracticas) throw new AppError(Status.ActionNotAllowed);
}

export function createProposalService(deps: { db: Db; now: () => Date }) {
  const repo = createProposalRepository(deps.db);

  /** 44 when the e-mail is a contact of a company other than the one of the CIF; true when it is one of its contacts. */
  async function isContactOf(institutionId: string, companyId: number | undefined, email: string): Promise<boolean> {
    const companies = await repo.companiesOfContactEmail(institutionId, email);
    if (companyId !== undefined && companies.includes(companyId)) return true;
    if (companies.length > 0) throw new AppError(Status.EmailBelongsToAnotherCompany);
    return false;
  }

  async function remaining(institutionId: string, candidateId: number, db: Db = deps.db): Promise<number> {
    const used = await createProposalRepository(db).countSince(institutionId, candidateId, academicYearStart(deps.now()));
    return Math.max(0, PROPOSALS_PER_ACADEMIC_YEAR - used);
  }

  function checkHours(institution: Institution, proposal: ProposalBody, language: Language): void {
    if (institution.id !== HOUR_LIMITED_INSTITUTION) return;
    const limits = hourLimits(proposal.periodoNoLectivo);
    const breaches = hourLimitBreaches({ perDay: proposal.horasDia, perWeek: proposal.horasSemana }, limits);
    if (breaches.length === 0) return;
    const errores: ValidationFieldError[] = breaches.map((campo) => ({ campo, codigo: Status.MissingMandatoryData, clave: 'range' }));
    throw new AppError(Status.MissingMandatoryData, { datos: { errores }, mensaje: hourLimitMessage(limits, proposal.periodoNoLectivo, language) });
  }

  async function checkProgramme(institutionId: string, proposal: ProposalBody, language: Language): Promise<void> {
    if (proposal.idPrograma === undefined) return;
    const programme = await repo.programme(institutionId, proposal.idPrograma);
    if (!programme) throw fieldError('idPrograma', 'malformed');
    const rule = dedicationRuleOf(programme.extra);
    if (rule && !meetsDedicationRule(rule, { dedication: proposal.dedicacion, months: proposal.duracionMeses })) {
      throw new AppError(Status.ProgrammeDedicationRule, { mensaje: dedicationRuleMessage(rule, programme[`label_${language}`], language) });
    }
  }

  async function checkDegree(institutionId: string, candidateId: number, degreeId: number | undefined): Promise<void> {
    if (degreeId === undefined) return;
    const current = await createInternshipsRepository(deps.db).currentDegrees(institutionId, candidateId);
    if (!current.some((d) => d.degreeId === degreeId)) throw fieldError('idTitulacion', 'malformed');
  }

  return {
    async available(session: SessionClaims, institution: Institution) {
      assertEnabled(institution);
      return { disponibles: await remaining(session.institutionId, session.userId), limite: PROPOSALS_PER_ACADEMIC_YEAR };
    },

    async checkCif(institution: Institution, cif: string) {
      assertEnabled(institution);
      const company = await repo.findCompanyByCif(institution.id, cif);
      return company ? { existe: true, nombre: company.trade_name } : { existe: false };
    },

    async checkContactEmail(institution: Institution, cif: string, email: string) {
      assertEnabled(institution);
      const company = await repo.findCompanyByCif(institution.id, cif);
      return { existe: await isContactOf(institution.id, company?.id, email) };
    },

    async propose(session: SessionClaims, institution: Institution, proposal: ProposalBody, language: Language) {
      assertEnabled(institution);
      const { institutionId, userId } = session;
      const candidate = await repo.candidate(institutionId, userId);
      if (!candidate) throw new AppError(Status.CvRequired);
      if (candidate.deletion_requested_at) throw new AppError(Status.Deregistered);
      // A proposal states no grant: the IBAN is asked for once an internship with one is on its way.
      const faltan = await loadMissingPracticeData(deps.db, institutionId, userId, false);
      if (faltan.length > 0) throw new AppError(Status.MissingDataForPractice, { datos: { faltan }, refusalHttpStatus: MISSING_PRACTICE_DATA_HTTP_STATUS });
      checkHours(institution, proposal, language);
      await checkProgramme(institutionId, proposal, language);
      await checkDegree(institutionId, userId, proposal.idTitulacion);
      const company = await repo.findCompanyByCif(institutionId, proposal.cif);
      const companyName = company?.trade_name ?? proposal.nombreEmpresa;
      if (companyName === undefined) throw fieldError('nombreEmpresa', 'required');
      await isContactOf(institutionId, company?.id, proposal.emailContacto);

      return deps.db.transaction().execute(async (trx) => {
        const txRepo = createProposalRepository(trx);
        await txRepo.lockCandidate(institutionId, userId);
        if ((await remaining(institutionId, userId, trx)) === 0) throw new AppError(Status.ActionNotAllowed);
        const { tutor } = proposal;
        const id = await txRepo.insert({
          institutionId,
          candidateId: userId,
          companyId: company?.id ?? null,
          companyCif: proposal.cif,
          companyName,
          contactEmail: proposal.emailContacto,
          degreeId: proposal.idTitulacion ?? null,
          programmeId: proposal.idPrograma ?? null,
          startDate: proposal.fechaInicio,
          endDate: proposal.fechaFin,
          hoursPerDay: proposal.horasDia,
          hoursPerWeek: proposal.horasSemana,
          nonTeachingPeriod: proposal.periodoNoLectivo,
          dedicationPercent: proposal.dedicacion ?? null,
          durationMonths: proposal.duracionMeses ?? null,
          tasks: proposal.tareas,
          tutor: { first_name: tutor.nombre, last_name: tutor.apellidos, email: tutor.email, phone: tutor.telefono ?? null, position: tutor.cargo ?? null },
          sentAt: deps.now(),
        });
        return { idSolicitud: id };
      });
    },
  };
}

export type ProposalService = ReturnType<typeof createProposalService>;
