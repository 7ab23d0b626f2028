import type { Kysely, Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AgreementState, InternshipDocumentType } from '@portal/shared';
import { BRAND_IDS } from '@portal/shared/brands/brand-config';
import type { Database } from '../database.ts';
import { AGREEMENT_EXPIRY_REMINDER_DAYS } from '@portal/shared';
import '../../modules/staff-agreements/staff-agreements.tables.ts';
import '../../modules/company-agreements/company-agreements.tables.ts';
import '../../modules/companies/companies.tables.ts';

/**
 * Demo agreements, invoices and internship documents in every institution: the validated companies take turns
 * through the agreement states (the demo company of empresa@ has a generated one and a formalised one with its
 * PDF), and the first companies get an invoice or two and an internship document. Agreements past "generated" carry
 * the company's signed copy; the last formalised one expires within the reminder window (AGREEMENT_EXPIRY_REMINDER_DAYS),
 * so the hourly pass reminds its company and the staff. Runs after the companies' seed.
 */

const DAY = 86_400_000;
type Trx = Transaction<Database>;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Record files have no owner user: they belong to the company (see files.service storeRecordUpload). */
export async function storeFile(trx: Trx, institutionId: string, name: string, content: Buffer): Promise<string> {
  const row = await trx
    .insertInto('files')
    .values({ institution_id: institutionId, owner_user_id: null, name, extension: 'pdf', mime_type: 'application/pdf', size_bytes: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The institution's validated companies: the demo company of empresa@ first, then the others in id order. */
export async function companiesEmpresaFirst(trx: Trx, institutionId: string) {
  const companies = await trx
    .selectFrom('companies as c')
    .select(['c.id', 'c.trade_name'])
    .where('c.institution_id', '=', institutionId)
    .where('c.state', '=', 'validated')
    .orderBy('c.id')
    .execute();
  const empresa = await trx
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select('cc.company_id')
    .where('u.institution_id', '=', institutionId)
    .where('u.email', 'like', 'empresa@%')
    .executeTakeFirst();
  return companies.sort((a, b) => Number(b.id === empresa?.company_id) - Number(a.id === empresa?.company_id));
}

/** The states the demo companies take, in turn (the first is the company of empresa@). */
const PLAN: readonly AgreementState[][] = [
  ['formalizado', 'generado'],
  ['firmadoEmpresa'],
  ['enviadoSecretaria'],
  ['erroneo'],
  ['caducado', 'generado'],
  ['generado'],
  ['formalizado'],
];

/** Signers with valid DNIs (check letter included): "Rellenar datos" fills the form from them. */
const SIGNERS = [
  { nombre: 'Jordi', apellidos: 'Ferrer Puig', cargo: 'Gerente', dni: '43210987J' },
  { nombre: 'Elena', apellidos: 'Sánchez Mir', cargo: 'Directora de personas', dni: '52345678R' },
  { nombre: 'Miquel', apellidos: 'Roca Vidal', cargo: 'Administrador', dni: null },
] as const;

const DOCUMENTS: readonly { name: string; type: InternshipDocumentType }[] = [
  { name: 'Anexo de prácticas curriculares', type: 'anexo' },
  { name: 'Nota informativa de prácticas extracurriculares', type: 'notaInformativa' },
];

export async function seedDemoAgreements(db: Kysely<Database>, options: { now: Date }): Promise<void> {
  const any = await db.selectFrom('agreements').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const agreementPdf = await demoPdf('Convenio de colaboración', ['Convenio de cooperación educativa para prácticas académicas externas.', 'Documento de demostración.']);
  const invoicePdf = await demoPdf('Factura', ['Cuota del servicio de prácticas.', 'Documento de demostración.']);
  const signedPdf = await demoPdf('Convenio de colaboración (firmado)', ['Copia firmada por la empresa.', 'Documento de demostración.']);
  const documentPdf = await demoPdf('Documento de prácticas', ['Información para las empresas colaboradoras.', 'Documento de demostración.']);
  const { now } = options;

  await db.transaction().execute(async (trx) => {
    for (const institutionId of BRAND_IDS) {
      const companies = await companiesEmpresaFirst(trx, institutionId);

      for (const [index, company] of companies.slice(0, PLAN.length).entries()) {
        const contact = await trx
          .selectFrom('company_contacts')
          .select('user_id')
          .where('company_id', '=', company.id)
          .orderBy('is_primary', 'desc')
          .orderBy('user_id')
          .executeTakeFirst();
        const account = await trx.selectFrom('fiscal_accounts').select('id').where('company_id', '=', company.id).orderBy('id').executeTakeFirst();
        const states = PLAN[index] ?? [];
        for (const [n, state] of states.entries()) {
          const signer = SIGNERS[(index + n) % SIGNERS.length]!;
          const created = new Date(now.getTime() - (400 - index * 30 - n * 200) * DAY);
          const noExpiry = index % 3 === 2;
          // The last company's formalised agreement runs out within the reminder window.
          const expiringSoon = state === 'formalizado' && index === PLAN.length - 1;
          const expires =
            state === 'caducado'
              ? new Date(now.getTime() - 20 * DAY)
              : expiringSoon
                ? new Date(now.getTime() + (AGREEMENT_EXPIRY_REMINDER_DAYS - 10) * DAY)
                : new Date(created.getTime() + (730 + index * 20) * DAY);
          const withFile = state !== 'generado' && state !== 'erroneo';
          // Past "generated", the company has sent its signed copy (uploaded in the portal).
          const signed = withFile;
          await trx
            .insertInto('agreements')
            .values({
              institution_id: institutionId,
              company_id: company.id,
              state,
              signer: JSON.stringify({ ...signer, email: null, telefono: null }),
              management_contact_id: contact?.user_id ?? null,
              billing_contact_id: contact?.user_id ?? null,
              fiscal_account_id: account?.id ?? null,
              expires_on: noExpiry && !expiringSoon ? null : isoDate(expires),
              no_expiry: noExpiry && !expiringSoon,
              requires_order: index % 2 === 1,
              annual_order: index % 4 === 1,
              order_number: index % 2 === 1 ? `PO-${2026 + index}-${100 + index}` : null,
              direct_debit: index % 2 === 0,
              manual_processing: index === 3,
              file_id: withFile ? await storeFile(trx, institutionId, `convenio-${company.id}-${n + 1}.pdf`, agreementPdf) : null,
              signed_file_id: signed ? await storeFile(trx, institutionId, `convenio-${company.id}-${n + 1}-firmado.pdf`, signedPdf) : null,
              signed_at: signed ? new Date(created.getTime() + 5 * DAY) : null,
              remarks: state === 'erroneo' ? 'El CIF del firmante no coincide con el de la empresa.' : null,
              created_at: created,
              updated_at: new Date(created.getTime() + 10 * DAY),
            })
            .execute();
        }
      }

      for (const [index, company] of companies.slice(0, 3).entries()) {
        for (let k = 0; k < 2 - Math.min(index, 1); k += 1) {
          const issued = new Date(now.getTime() - (40 + k * 90 + index * 7) * DAY);
          const number = `F${issued.getUTCFullYear()}-${String(company.id).padStart(4, '0')}-${k + 1}`;
          await trx
            .insertInto('company_invoices')
            .values({
              institution_id: institutionId,
              company_id: company.id,
              number,
              issued_on: isoDate(issued),
              amount: (45 * 1.21 * (3 + k + index)).toFixed(2),
              file_id: await storeFile(trx, institutionId, `factura-${number}.pdf`, invoicePdf),
            })
            .execute();
        }
        const document = DOCUMENTS[index % DOCUMENTS.length]!;
        await trx
          .insertInto('company_internship_documents')
          .values({
            institution_id: institutionId,
            company_id: company.id,
            name: document.name,
            type: document.type,
            file_id: await storeFile(trx, institutionId, `${document.type}-${company.id}.pdf`, documentPdf),
            created_at: new Date(now.getTime() - (15 + index * 5) * DAY),
          })
          .execute();
      }
    }
  });
}
