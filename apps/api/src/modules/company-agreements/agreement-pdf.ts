import { formatIban } from '@portal/shared';
import { openPdfDocument, PDF_INK as INK, PDF_MUTED as MUTED } from '../../lib/pdf-document.ts';
import { AGREEMENT_PDF_TEXTS, type AgreementLanguage } from './agreement-pdf-texts.ts';

/**
 * The collaboration agreement a company generates (addConvenioEmpresa), in Catalan or Spanish, on the portal's PDF
 * set-up (lib/pdf-document.ts: embedded DejaVu fonts, so "l·l", "ç", "ñ" and every accent print right).
 */
const MARGIN = 56;

export interface AgreementPerson {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface AgreementPdfData {
  language: AgreementLanguage;
  brand: { name: string; primary: string };
  institution: string;
  company: { legalName: string; tradeName: string; cif: string; address: string };
  signer: { nombre: string; apellidos: string; dni: string | null; cargo: string; email: string | null; telefono: string | null };
  management: AgreementPerson;
  billing: AgreementPerson;
  account: { legalName: string; cif: string; address: string };
  requiresOrder: boolean;
  annualOrder: boolean;
  orderNumber: string | null;
  directDebit: boolean;
  iban: string | null;
  manualProcessing: boolean;
  expiresOn: string | null;
  dataProtectionText: string | null;
  /** When it was generated (the date printed, Madrid's calendar). */
  now: Date;
}

const dayOf = (date: Date) => new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
const dayMonthYear = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

export function agreementPdfFileName(language: AgreementLanguage, company: string): string {
  return AGREEMENT_PDF_TEXTS[language].fileName(company);
}

export function renderAgreementPdf(data: AgreementPdfData): Promise<Buffer> {
  const t = AGREEMENT_PDF_TEXTS[data.language];
  const accent = /^#[0-9a-f]{6}$/i.test(data.brand.primary) ? data.brand.primary : '#1d4e89';
  const { doc, done } = openPdfDocument({ margin: MARGIN, title: `${t.title} · ${data.company.tradeName}`, subject: data.brand.name, creator: data.brand.name, language: data.language });

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(11.5).fillColor(accent).text(text, { width });
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.6).strokeColor(accent).stroke();
    doc.moveDown(0.4);
  };
  const paragraph = (text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) =>
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, { width, lineGap: 1.5, align: 'left' });
  const person = (label: string, p: AgreementPerson) => {
    paragraph(`${label}: ${p.name}`, { bold: true });
    const reach = [p.email, p.phone].filter(Boolean).join(' · ');
    if (reach) paragraph(reach, { muted: true, size: 9 });
  };

  // The brand's band and the title.
  doc.rect(0, 0, doc.page.width, 8).fill(accent);
  doc.font('bold').fontSize(10).fillColor(accent).text(data.brand.name, { width });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(18).fillColor(INK).text(t.title, { width });
  paragraph(t.subtitle, { muted: true });

  heading(t.parties);
  paragraph(`${t.institution}: ${data.institution}.`);
  doc.moveDown(0.3);
  paragraph(`${t.company}: ${data.company.legalName} (${data.company.tradeName}), ${t.cif} ${data.company.cif}. ${t.address}: ${data.company.address}.`);
  doc.moveDown(0.3);
  const signerName = `${data.signer.nombre} ${data.signer.apellidos}`;
  paragraph(`${t.signer}: ${signerName}${data.signer.dni ? ` (${t.dni} ${data.signer.dni})` : ''}, ${t.signerRole} ${data.signer.cargo}.`);
  const signerReach = [data.signer.email, data.signer.telefono].filter(Boolean).join(' · ');
  if (signerReach) paragraph(signerReach, { muted: true, size: 9 });

  heading(t.contacts);
  person(t.management, data.management);
  doc.moveDown(0.3);
  person(t.billing, data.billing);

  heading(t.billingAccount);
  paragraph(`${data.account.legalName} · ${t.cif} ${data.account.cif}`);
  paragraph(data.account.address, { muted: true, size: 9 });

  heading(t.fees);
  paragraph(t.feesText);

  heading(t.order);
  paragraph(!data.requiresOrder ? t.orderNone : data.annualOrder && data.orderNumber ? t.orderAnnual(data.orderNumber) : t.orderEach);

  heading(t.payment);
  paragraph(data.directDebit && data.iban ? t.directDebit(formatIban(data.iban)) : t.transfer);

  heading(t.signature);
  paragraph(data.manualProcessing ? t.signatureManual : t.signatureDigital);

  heading(t.term);
  paragraph(data.expiresOn ? t.expiresOn(dayMonthYear(data.expiresOn)) : t.noExpiry);

  heading(t.clauses);
  for (const clause of t.clauseTexts) {
    // "Primera. Objeto. El presente…": the number and the title in bold, the text after them.
    const lead = /^([^.]+\.[^.]+\.)\s*/.exec(clause);
    if (lead) {
      doc.font('bold').fontSize(10).fillColor(INK).text(`${lead[1]} `, { width, lineGap: 1.5, continued: true });
      doc.font('regular').text(clause.slice(lead[0].length), { width, lineGap: 1.5 });
    } else {
      paragraph(clause);
    }
    doc.moveDown(0.3);
  }

  heading(t.dataProtection);
  paragraph(data.dataProtectionText ?? t.dataProtectionDefault, { size: 9 });

  // The signatures stay together on one page: room to sign above a line, who signs and where and when below it.
  const SIGNATURE_BLOCK = 150;
  if (doc.y + SIGNATURE_BLOCK > doc.page.height - MARGIN) doc.addPage();
  heading(t.signatures);
  doc.moveDown(0.5);
  const top = doc.y;
  const gap = 30;
  const column = (width - gap) / 2;
  const SIGNING_ROOM = 62;
  const signatureBlock = (x: number, title: string, who: string) => {
    doc.font('bold').fontSize(10).fillColor(INK).text(title, x, top, { width: column });
    const line = doc.y + SIGNING_ROOM;
    doc.moveTo(x, line).lineTo(x + column, line).lineWidth(0.6).strokeColor(MUTED).stroke();
    doc.font('regular').fontSize(9).fillColor(INK).text(who, x, line + 5, { width: column });
    doc.font('regular').fontSize(8.5).fillColor(MUTED).text(t.signedAt, x, doc.y + 3, { width: column });
  };
  signatureBlock(MARGIN, t.forInstitution, data.institution);
  signatureBlock(MARGIN + column + gap, t.forCompany, `${signerName} · ${data.signer.cargo}`);

  const footer = `${data.brand.name} · ${t.title} · ${data.company.tradeName} · ${t.generated(dayOf(data.now))}`;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${footer} · ${t.page} ${index - range.start + 1}/${range.count}`, MARGIN, bottom, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
