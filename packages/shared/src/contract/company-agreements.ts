import { z } from 'zod';
import { DATA_PROTECTION_TEXT_MAX, DATA_PROTECTION_TEXT_MIN, ORDER_NUMBER_MAX } from '../validation/limits.ts';
import { zDniNie, zIbanSegments, zOptional, zOptionalEmail, zOptionalPhone, zRequiredText, zUploadedPdf } from '../validation/schemas.ts';
import { companyAgreement } from './company-documents.ts';
import { defineCall } from './define-call.ts';
import { zId } from './staff-common.ts';

/**
 * A company generates its collaboration agreement (convenio) with the institution (spec 1 "New-agreement form",
 * spec 2 §7.7 and "Agreement payload"): the pickers of its contacts, the last agreement's data to fill the form
 * again, and the call that stores the agreement and answers the link of its PDF. Only where the brand has
 * canCrearConvenios (48 otherwise).
 */

const EMPRESA = ['Empresa'] as const;
const zFlag = z.boolean({ error: 'required' });
const zOptionalFlag = zOptional(z.boolean({ error: 'malformed' }));

/** Spec 1 §5 "Agreement": signer nombre, apellidos, cargo 3-150; e-mail valid if given. */
export const agreementSigner = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  dni: zOptional(zDniNie),
  cargo: zRequiredText(),
  email: zOptionalEmail,
  telefono: zOptionalPhone,
});

/**
 * The agreement payload. The annual order number is asked for (and required, up to 250) when an order is required
 * and it is an annual one; the IBAN (five inputs 4-4-4-2-10, with its check digits) when the fees are paid by direct
 * debit. The data-protection text (3-5000) is required where the brand asks for it (tratamiendoDatosConvenio): the
 * server checks that part, the schema cannot know the brand.
 */
export const agreementBody = z
  .object({
    idContactoEmpresaGestion: zId,
    idContactoEmpresaFacturacion: zId,
    idCuentaFacturacion: zId,
    tramitacionManual: zFlag,
    datosFirmante: agreementSigner,
    fechaCaducidad: zOptional(z.iso.date({ error: 'date' })),
    sincaducidad: zOptionalFlag,
    requierePedido: zFlag,
    pedidoAnual: zOptionalFlag,
    numeroPedido: zOptional(z.string({ error: 'malformed' }).trim().max(ORDER_NUMBER_MAX, 'maxLength')),
    informacionTratamientoDeDatos: zOptional(zRequiredText(DATA_PROTECTION_TEXT_MIN, DATA_PROTECTION_TEXT_MAX)),
    pagoDomiciliado: zFlag,
    ibanDomiciliacion: zOptional(zIbanSegments),
  })
  .superRefine((value, ctx) => {
    if (value.requierePedido && value.pedidoAnual === true && value.numeroPedido === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['numeroPedido'], input: undefined });
    }
    if (value.pagoDomiciliado && value.ibanDomiciliacion === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['ibanDomiciliacion'], input: undefined });
    }
  });
export type AgreementBody = z.output<typeof agreementBody>;
export type AgreementInput = z.input<typeof agreementBody>;

/** id → name of the company's current contacts (spec 2 §7.7: "datos id-to-name map"). */
export const contactNames = z.record(z.string(), z.string());

/**
 * The company's last agreement, to fill the form again. A contact no longer of the company or a retired fiscal
 * account comes back null (the form asks for another); datos is null when the company has made none yet.
 */
export const lastAgreement = z
  .object({
    idConvenio: z.number(),
    idContactoEmpresaGestion: z.number().nullable(),
    idContactoEmpresaFacturacion: z.number().nullable(),
    idCuentaFacturacion: z.number().nullable(),
    tramitacionManual: z.boolean(),
    datosFirmante: z.object({
      nombre: z.string(),
      apellidos: z.string(),
      dni: z.string().nullable(),
      cargo: z.string(),
      email: z.string().nullable(),
      telefono: z.string().nullable(),
    }),
    fechaCaducidad: z.string().nullable(),
    sincaducidad: z.boolean(),
    requierePedido: z.boolean(),
    pedidoAnual: z.boolean(),
    numeroPedido: z.string().nullable(),
    informacionTratamientoDeDatos: z.string().nullable(),
    pagoDomiciliado: z.boolean(),
    /** The whole IBAN; the form splits it into its five inputs. */
    ibanDomiciliacion: z.string().nullable(),
  })
  .nullable();
export type LastAgreement = z.infer<typeof lastAgreement>;

/**
 * The company's signed copy of one of its agreements waiting for its signature (a generated one): a PDF (its bytes
 * start with %PDF), up to FILE_MAX_BYTES. The file travels as every upload of the portal does (spec "Uploaded
 * document"); the spec's `adjunto` names it.
 */
export const signedAgreementBody = z.object({
  idConvenio: zId,
  adjunto: zUploadedPdf,
});
export type SignedAgreementInput = z.input<typeof signedAgreementBody>;

export const companyAgreementsCalls = {
  managementContacts: defineCall({
    name: 'dameContactosConveniosEmpresa',
    method: 'GET',
    path: '/api/empresa/dameContactosConveniosEmpresa',
    roles: EMPRESA,
    summary: "The caller's company contacts who may manage an agreement (id → name); 48 where the brand has no agreement creation",
    datos: contactNames,
  }),
  billingContacts: defineCall({
    name: 'dameContactosFacturacionEmpresa',
    method: 'GET',
    path: '/api/empresa/dameContactosFacturacionEmpresa',
    roles: EMPRESA,
    summary: "The caller's company contacts who may receive the agreement's invoices (id → name); 48 where the brand has no agreement creation",
    datos: contactNames,
  }),
  last: defineCall({
    name: 'dameDetalleUltimoConvenioEmpresa',
    method: 'GET',
    path: '/api/empresa/dameDetalleUltimoConvenioEmpresa',
    roles: EMPRESA,
    summary: "The data of the caller's company's last agreement, to fill the form again (null when it has none); 48 where the brand has no agreement creation",
    datos: lastAgreement,
  }),
  add: defineCall({
    name: 'addConvenioEmpresa',
    method: 'POST',
    path: '/api/empresa/addConvenioEmpresa',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      'Generates the collaboration agreement of the caller\'s company (state generated, a PDF in its language) and keeps the data-protection text and the IBAN on the company: notice 526 with datos.enlace, the PDF\'s download. 15 field errors, 608 a contact or fiscal account not of the company, 48 where the brand has no agreement creation',
    body: agreementBody,
    datos: z.object({ idConvenio: z.number(), enlace: z.string() }),
  }),
  uploadSigned: defineCall({
    name: 'adjuntaFicheroAlConvenioEmpresa',
    method: 'POST',
    path: '/api/Empresa/adjuntaFicheroAlConvenioEmpresa',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      "The signed copy (PDF) of one of the caller's company's generated agreements: the agreement moves to signed by the company and the staff are told; notice 516 with the agreement. 15 field errors (not a PDF, too big), 608 another company's agreement, 614 an agreement not waiting for the company's signature, 48 where the brand has no agreement upload (spec paths /api/Empresa and /api/empresa: paths answer in any case)",
    body: signedAgreementBody,
    datos: companyAgreement,
  }),
} as const;
