import { staffAccountCalls, staffAuditCalls, staffCandidacyCalls, staffDashboardCalls, staffCompanyCalls, staffOfferCalls, staffCandidateCalls, staffExportCalls, staffSettingsCalls, staffContentCalls, staffContentItemCalls, type CallDefinition, staffAgreementCalls, staffDocumentsCalls, staffProgrammesCalls, staffChangeRequestCalls, staffEducationRequestCalls, staffEducationRequestDetailCall, clientErrorsCalls, eventsCalls, guidesHelpCalls, godModeCalls, ssoCalls, staffSurveysCalls } from '@portal/shared';
import type { TestApp } from '../../testing/test-app.ts';

/** Every back-office call, for the tables of role and institution checks. */
export const allStaffCalls: CallDefinition[] = [
  ...Object.values(staffAuditCalls),
  ...Object.values(staffCompanyCalls),
  ...Object.values(staffOfferCalls),
  ...Object.values(staffCandidacyCalls),
  ...Object.values(staffAccountCalls),
  ...Object.values(staffDashboardCalls),
  ...Object.values(staffCandidateCalls),
  ...Object.values(staffExportCalls),
  ...Object.values(staffSettingsCalls),
  ...Object.values(staffContentCalls),
  ...Object.values(staffContentItemCalls),
  ...Object.values(staffAgreementCalls),
  ...Object.values(staffDocumentsCalls),
  ...Object.values(staffProgrammesCalls),
  ...Object.values(staffChangeRequestCalls),
  ...Object.values(staffEducationRequestCalls),
  staffEducationRequestDetailCall,
  ...Object.values(staffSurveysCalls),
  // Groups that hold calls of several roles: their back-office calls only.
  ...[clientErrorsCalls, eventsCalls, guidesHelpCalls, godModeCalls, ssoCalls].flatMap((group) => Object.values(group) as CallDefinition[]).filter((call) => call.roles !== 'public' && call.roles.includes('Gestor')),
];

export const UIB = 'uib.localhost';

export async function staffToken(t: TestApp, institution: 'generic' | 'uib' = 'generic'): Promise<string> {
  return institution === 'uib' ? t.login('Gestor', 'gestor@uib.example.org', { host: UIB }) : t.login('Gestor', 'gestor@example.org');
}

export async function companyIdByEmail(t: TestApp, email: string): Promise<number> {
  const row = await t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.company_id;
}

/** The change-log lines of changes to one record, oldest first; the sign-ins of its contacts or user aside (sign-ins.test.ts). */
export async function auditLines(t: TestApp, entity: string, entityId: number) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity as never)
    .where('entity_id', '=', entityId)
    .where('action', '<>', 'signIn')
    .orderBy('id')
    .execute();
}
