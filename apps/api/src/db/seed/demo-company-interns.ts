import { sql, type Kysely } from 'kysely';
import { BRAND_IDS, type BrandId } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import { demoEmail } from './demo.ts';
import { demoCandidateEmail } from './demo-candidates.ts';
import { DEMO_APPLICANTS } from './demo-company-candidates.ts';

/**
 * The demo company's interns and requests, in every institution, so /solicitar-cambio-practicas,
 * /solicitudes-practicas-educacion and the back office's queues open filled: three more interns at empresa@'s
 * company (two active, one about to start), a change request in each state (pending, accepted, rejected, each on its
 * own internship so one stays open per internship), three students' internship requests naming the company (pending,
 * accepted, rejected) and two the company made itself for alumno@ (one pending, editable; one rejected by the
 * service). alumno@'s own internship keeps no request, so the journeys and tests can ask for one. Run after
 * seedDemoHome and seedDemoCompanyCandidates.
 */

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const firstOfMonth = (date: Date, monthsAhead: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));
const lastOfMonth = (date: Date, monthsAhead: number) => new Date(firstOfMonth(date, monthsAhead + 1).getTime() - DAY);

type Trx = Kysely<Database>;

export async function seedDemoCompanyInterns(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const done = await db.selectFrom('internship_change_requests').select('id').limit(1).executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) await seedInstitution(trx, institutionId, options.now);
  });
}

async function seedInstitution(trx: Trx, institutionId: BrandId, now: Date): Promise<void> {
  const contact = await trx
    .selectFrom('users as u')
    .innerJoin('company_contacts as cc', 'cc.user_id', 'u.id')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.email', 'c.id as company_id', 'c.cif', 'c.trade_name'])
    .where('u.email', '=', demoEmail(institutionId, 'empresa'))
    .orderBy('cc.is_primary', 'desc')
    .orderBy('c.id')
    .executeTakeFirst();
  const alumno = await trx.selectFrom('users').select('id').where('email', '=', demoEmail(institutionId, 'alumno')).executeTakeFirst();
  const gestor = await trx.selectFrom('users').select('id').where('email', '=', demoEmail(institutionId, 'gestor')).executeTakeFirst();
  const students = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', DEMO_APPLICANTS.map((a) => demoCandidateEmail(institutionId, a.local)))
    .execute();
  const student = (local: (typeof DEMO_APPLICANTS)[number]['local']) => students.find((s) => s.email === demoCandidateEmail(institutionId, local))?.id;
  if (!contact || !alumno || !gestor || students.length < DEMO_APPLICANTS.length) return;
  const degree = await trx
    .selectFrom('catalog_items')
    .select('id')
    .where('institution_id', '=', institutionId)
    .where('catalog', '=', 'degrees')
    .orderBy('sort')
    .executeTakeFirst();
  const tutor = { first_name: contact.first_name, last_name: contact.last_name, email: contact.email, phone: null, position: 'Responsable de recursos humanos' };

  // Three more interns at the demo company.
  const interns = [
    { local: 'candidata.llull', state: 'active', start: firstOfMonth(now, -2), end: lastOfMonth(now, 3), hours: 5, position: 'Analista de datos en prácticas' },
    { local: 'candidato.ibanez', state: 'active', start: firstOfMonth(now, -1), end: lastOfMonth(now, 4), hours: 4, position: 'Desarrollador web en prácticas' },
    { local: 'candidata.calcada', state: 'pending', start: firstOfMonth(now, 1), end: lastOfMonth(now, 5), hours: 5, position: 'Técnica de marketing en prácticas' },
  ] as const;
  const internshipIds: number[] = [];
  for (const intern of interns) {
    const row = await trx
      .insertInto('internships')
      .values({
        institution_id: institutionId,
        candidate_id: student(intern.local)!,
        company_id: contact.company_id,
        degree_id: degree?.id ?? null,
        state: intern.state,
        is_curricular: true,
        start_date: isoDate(intern.start),
        end_date: isoDate(intern.end),
        hours_per_day: intern.hours,
        hours_per_week: intern.hours * 5,
        course: '4',
        job_position: intern.position,
        department: 'Operaciones',
        tasks: 'Apoyo al equipo en los proyectos del departamento.',
        company_tutor: JSON.stringify(tutor),
        academic_tutor: JSON.stringify({}),
        created_at: intern.start,
      })
      .returning(['id', 'start_date', 'end_date', 'hours_per_day'])
      .executeTakeFirstOrThrow();
    internshipIds.push(row.id);
  }

  // A change request in each state, each on its own internship.
  const before = (i: number) => JSON.stringify({ start_date: isoDate(interns[i]!.start), end_date: isoDate(interns[i]!.end), hours_per_day: interns[i]!.hours, tutor });
  const asked = new Date(now.getTime() - 5 * DAY);
  await trx
    .insertInto('internship_change_requests')
    .values([
      {
        institution_id: institutionId,
        internship_id: internshipIds[0]!,
        company_id: contact.company_id,
        requested_by_user_id: contact.user_id,
        kind: 'hours',
        new_hours_per_day: 4,
        reason: 'La estudiante tiene clases por la tarde este cuatrimestre.',
        previous: before(0),
        created_at: asked,
      },
      {
        institution_id: institutionId,
        internship_id: internshipIds[1]!,
        company_id: contact.company_id,
        requested_by_user_id: contact.user_id,
        kind: 'tutor',
        new_tutor: JSON.stringify({ first_name: 'Laura', last_name: 'Ferrer Pons', email: `laura.ferrer@${contact.email.split('@')[1]}` }),
        reason: 'El tutor actual cambia de departamento.',
        state: 'accepted',
        decided_by_user_id: gestor.id,
        decided_at: new Date(asked.getTime() + DAY),
        previous: before(1),
        created_at: new Date(asked.getTime() - 10 * DAY),
      },
      {
        institution_id: institutionId,
        internship_id: internshipIds[2]!,
        company_id: contact.company_id,
        requested_by_user_id: contact.user_id,
        kind: 'dates',
        new_start_date: isoDate(firstOfMonth(now, 2)),
        new_end_date: isoDate(lastOfMonth(now, 6)),
        reason: 'El proyecto empieza un mes más tarde.',
        state: 'rejected',
        decided_by_user_id: gestor.id,
        decided_at: new Date(asked.getTime() - DAY),
        decision_reason: 'Las fechas del convenio con la universidad no se pueden mover este curso.',
        previous: before(2),
        created_at: new Date(asked.getTime() - 3 * DAY),
      },
    ])
    .execute();
  // The accepted one is applied to its internship, as accepting does.
  await trx
    .updateTable('internships')
    .set({ company_tutor: sql`(select new_tutor from internship_change_requests where internship_id = ${internshipIds[1]!} and state = 'accepted')` })
    .where('id', '=', internshipIds[1]!)
    .execute();

  // Students' requests naming the company, and the company's own for alumno@.
  const request = (candidateId: number, origin: 'candidate' | 'company', state: 'pending' | 'accepted' | 'rejected', monthsAhead: number, position: string, daysAgo: number, reason: string | null) => ({
    institution_id: institutionId,
    candidate_id: candidateId,
    company_id: contact.company_id,
    company_cif: contact.cif,
    company_name: contact.trade_name,
    contact_email: contact.email,
    degree_id: degree?.id ?? null,
    start_date: isoDate(firstOfMonth(now, monthsAhead)),
    end_date: isoDate(lastOfMonth(now, monthsAhead + 3)),
    hours_per_day: 5,
    hours_per_week: 25,
    tasks: 'Participar en los proyectos del equipo con el apoyo de su tutor.',
    tutor: JSON.stringify(tutor),
    position,
    department: 'Operaciones',
    course: 4,
    conditions_accepted_at: new Date(now.getTime() - daysAgo * DAY),
    state,
    origin,
    requested_by_user_id: origin === 'company' ? contact.user_id : null,
    decided_by_user_id: state === 'pending' ? null : origin === 'company' ? gestor.id : contact.user_id,
    decided_at: state === 'pending' ? null : new Date(now.getTime() - (daysAgo - 2) * DAY),
    decision_reason: reason,
    created_at: new Date(now.getTime() - daysAgo * DAY),
  });
  await trx
    .insertInto('internship_requests')
    .values([
      request(student('candidato.pena')!, 'candidate', 'pending', 1, 'Técnico de logística en prácticas', 3, null),
      request(student('candidata.suner')!, 'candidate', 'accepted', 2, 'Diseñadora gráfica en prácticas', 12, null),
      request(student('candidato.font')!, 'candidate', 'rejected', 1, 'Auxiliar contable en prácticas', 20, 'Este curso no tenemos plazas en contabilidad.'),
      request(alumno.id, 'company', 'pending', 2, 'Técnica de proyectos en prácticas', 2, null),
      request(alumno.id, 'company', 'rejected', 1, 'Asistente de dirección en prácticas', 30, 'Las fechas se solapan con otras prácticas de la estudiante.'),
    ])
    .execute();
}
