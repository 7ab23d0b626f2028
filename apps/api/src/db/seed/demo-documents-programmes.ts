import type { Kysely } from 'kysely';
import type { AdhesionState, PublishedDocumentKind } from '@portal/shared';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import { companiesEmpresaFirst, demoPdf, storeFile } from './demo-agreements.ts';
import '../../modules/programmes/programmes.tables.ts';
import '../../modules/staff-documents/staff-documents.tables.ts';
import '../../modules/companies/companies.tables.ts';

/**
 * Demo documents and programmes in every institution: two internship programmes (one open to adhesion requests,
 * one closed) with companies' requests in every state, the annexes and informative notes the service published
 * (and one draft), documents attached to each programme, and documents the companies added. The company of
 * empresa@ has asked for nothing on the open programme, so it can ask (the journey does); it was accepted on the
 * closed one. Runs after the companies' seed.
 */

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

const PROGRAMMES = [
  {
    key: 'open',
    es: ['Programa de prácticas de verano 2027', 'Estancias de dos a tres meses en empresas colaboradoras durante el verano, para estudiantes de grado y máster. Las empresas adheridas reciben los candidatos preseleccionados por el servicio.'],
    ca: ["Programa de pràctiques d'estiu 2027", "Estades de dos a tres mesos en empreses col·laboradores durant l'estiu, per a estudiants de grau i màster. Les empreses adherides reben els candidats preseleccionats pel servei."],
    en: ['Summer internship programme 2027', "Two- to three-month placements in partner companies over the summer, for bachelor's and master's students. Member companies receive the candidates the service shortlists."],
    startsIn: 45,
    endsIn: 240,
    open: true,
  },
  {
    key: 'closed',
    es: ['Programa Talento Digital 2026', 'Prácticas de seis meses en perfiles digitales (desarrollo, datos, ciberseguridad) con formación complementaria a cargo de la universidad.'],
    ca: ['Programa Talent Digital 2026', 'Pràctiques de sis mesos en perfils digitals (desenvolupament, dades, ciberseguretat) amb formació complementària a càrrec de la universitat.'],
    en: ['Digital Talent Programme 2026', 'Six-month internships in digital roles (development, data, cybersecurity) with complementary training given by the university.'],
    startsIn: -150,
    endsIn: 30,
    open: false,
  },
] as const;

const DOCUMENTS: readonly { kind: PublishedDocumentKind; title: string; description: string | null; programme?: 'open' | 'closed'; draft?: true }[] = [
  { kind: 'anexo', title: 'Anexo I: proyecto formativo de prácticas curriculares', description: 'Se firma antes del inicio de cada práctica curricular.' },
  { kind: 'anexo', title: 'Anexo II: informe final del tutor de empresa', description: null },
  { kind: 'anexo', title: 'Anexo III: modificación de las condiciones (borrador)', description: 'Pendiente de revisión jurídica.', draft: true },
  { kind: 'nota', title: 'Nota informativa: prácticas curriculares', description: 'Créditos, seguro escolar y seguimiento académico.' },
  { kind: 'nota', title: 'Nota informativa: prácticas extracurriculares', description: 'Bolsa de ayuda mínima, alta en la Seguridad Social y duración máxima.' },
  { kind: 'programa', title: 'Bases del programa de verano 2027', description: 'Requisitos de las empresas y calendario.', programme: 'open' },
  { kind: 'anexo', title: 'Anexo de adhesión al programa Talento Digital', description: null, programme: 'closed' },
];

/** The adhesions of the companies after empresa@'s (in id order): the open programme takes every state. */
const ADHESIONS: readonly { programme: 'open' | 'closed'; company: number; state: AdhesionState; reason?: string }[] = [
  { programme: 'closed', company: 0, state: 'aceptada' },
  { programme: 'open', company: 1, state: 'solicitada' },
  { programme: 'open', company: 2, state: 'aceptada' },
  { programme: 'open', company: 3, state: 'rechazada', reason: 'La empresa no tiene un convenio de colaboración vigente con la universidad.' },
  { programme: 'closed', company: 1, state: 'rechazada', reason: 'Las plazas del programa ya estaban cubiertas.' },
  { programme: 'closed', company: 2, state: 'solicitada' },
];

export async function seedDemoDocumentsAndProgrammes(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const any = await db.selectFrom('active_programmes').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const { now } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const pdf = await demoPdf('Documento de prácticas', ['Documentación para las empresas colaboradoras.', 'Documento de demostración.']);

  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      const staff = await trx.selectFrom('users').select('id').where('institution_id', '=', institutionId).where('role', '=', 'Gestor').orderBy('id').executeTakeFirst();
      const programmeIds = new Map<string, number>();
      for (const p of PROGRAMMES) {
        const row = await trx
          .insertInto('active_programmes')
          .values({
            institution_id: institutionId,
            title_es: p.es[0],
            title_ca: p.ca[0],
            title_en: p.en[0],
            description_es: p.es[1],
            description_ca: p.ca[1],
            description_en: p.en[1],
            starts_on: isoDate(at(p.startsIn)),
            ends_on: isoDate(at(p.endsIn)),
            open: p.open,
            created_at: at(p.startsIn - 60),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        programmeIds.set(p.key, row.id);
      }

      for (const [index, d] of DOCUMENTS.entries()) {
        await trx
          .insertInto('published_documents')
          .values({
            institution_id: institutionId,
            kind: d.kind,
            programme_id: d.programme ? (programmeIds.get(d.programme) ?? null) : null,
            title: d.title,
            description: d.description,
            file_id: await storeFile(trx, institutionId, `documento-${index + 1}.pdf`, pdf),
            published_at: d.draft ? null : at(-60 + index * 5),
            uploaded_by_user_id: staff?.id ?? null,
            created_at: at(-70 + index * 5),
          })
          .execute();
      }

      const companies = await companiesEmpresaFirst(trx, institutionId);
      for (const a of ADHESIONS) {
        const company = companies[a.company];
        if (!company) continue;
        const requested = at(a.programme === 'open' ? -10 - a.company : -120 - a.company);
        await trx
          .insertInto('programme_company_adhesions')
          .values({
            institution_id: institutionId,
            programme_id: programmeIds.get(a.programme)!,
            company_id: company.id,
            state: a.state,
            reason: a.reason ?? null,
            requested_at: requested,
            decided_at: a.state === 'solicitada' ? null : new Date(requested.getTime() + 3 * DAY),
            decided_by_user_id: a.state === 'solicitada' ? null : (staff?.id ?? null),
          })
          .execute();
      }

      for (const [index, company] of companies.slice(0, 2).entries()) {
        const names = index === 0 ? ['Certificado de estar al corriente con Hacienda', 'Póliza de responsabilidad civil'] : ['Plan de formación de la empresa'];
        for (const [n, name] of names.entries()) {
          await trx
            .insertInto('company_added_documents')
            .values({
              institution_id: institutionId,
              company_id: company.id,
              name,
              file_id: await storeFile(trx, institutionId, `aportado-${company.id}-${n + 1}.pdf`, pdf),
              created_at: at(-20 + n * 4 - index),
            })
            .execute();
        }
      }
    }
  });
}
