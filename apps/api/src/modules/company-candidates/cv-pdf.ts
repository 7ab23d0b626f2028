import { openPdfDocument, PDF_INK as INK, PDF_MUTED as MUTED } from '../../lib/pdf-document.ts';
import { formatGrade, GRADE_SCALE, type CompanyCvDatos, type Language } from '@portal/shared';
import { CV_PDF_TEXTS } from './cv-pdf-texts.ts';

/**
 * The CV a company downloads, generated on the server on the portal's PDF set-up (lib/pdf-document.ts: embedded
 * DejaVu fonts, so every Catalan and Spanish character, l·l, ç, ñ, accents, renders the same on any machine).
 */
const ACCENT = '#1d4e89';
const MARGIN = 50;

export interface CvPdfContext {
  language: Language;
  offerTitle: string;
  state: string;
  /** When the PDF was made (printed in the footer, Madrid's calendar). */
  now: Date;
}

const dayMonthYear = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : null);

export function cvPdfFileName(cv: CompanyCvDatos): string {
  const name = [cv.nombre, cv.apellido1, cv.apellido2].filter(Boolean).join(' ');
  return `CV ${name}.pdf`;
}

export function renderCvPdf(cv: CompanyCvDatos, context: CvPdfContext): Promise<Buffer> {
  const t = CV_PDF_TEXTS[context.language];
  const fullName = [cv.nombre, cv.apellido1, cv.apellido2].filter(Boolean).join(' ');
  const { doc, done } = openPdfDocument({ margin: MARGIN, title: `${t.title} · ${fullName}`, subject: context.offerTitle, creator: 'Portal', language: context.language });

  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(12).fillColor(ACCENT).text(text.toUpperCase(), { characterSpacing: 0.5 });
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.6).strokeColor(ACCENT).stroke();
    doc.moveDown(0.4);
  };
  const paragraph = (text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) =>
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, { width, lineGap: 1.5 });
  const list = (title: string, items: readonly { nombre: string }[]) => {
    if (items.length === 0) return;
    heading(title);
    paragraph(items.map((i) => i.nombre).join(' · '));
  };

  // Header: name, contact, the offer and the state of the candidacy.
  doc.font('bold').fontSize(20).fillColor(INK).text(fullName, { width });
  const contact = [cv.email, cv.movil, [cv.localidad, cv.provincia].filter(Boolean).join(', ')].filter((part) => part && part.length > 0).join('   ·   ');
  if (contact) paragraph(contact, { muted: true });
  doc.moveDown(0.3);
  paragraph(`${t.offer}: ${context.offerTitle}`, { muted: true, size: 9 });
  paragraph(`${t.state}: ${context.state}`, { muted: true, size: 9 });
  if (cv.validadoPorServicio) paragraph(`✓ ${t.validated}`, { muted: true, size: 9 });

  if (cv.presentacion) {
    heading(t.presentation);
    paragraph(cv.presentacion);
  }

  if (cv.estudios.length > 0) {
    heading(t.studies);
    for (const study of cv.estudios) {
      paragraph(study.titulo, { bold: true });
      const years = study.finalizado ? [study.anioInicio, study.anioFin].filter(Boolean).join(' – ') : `${study.anioInicio ?? ''} – ${t.inProgress}`;
      const details = [study.centro, years, study.curso && !study.finalizado ? `${t.courseYear} ${study.curso}` : null, study.notaMedia ? t.grade(formatGrade(study.notaMedia, context.language), GRADE_SCALE.min, GRADE_SCALE.max) : null];
      paragraph(details.filter(Boolean).join(' · '), { muted: true, size: 9 });
      doc.moveDown(0.3);
    }
  }

  if (cv.experiencias.length > 0) {
    heading(t.experience);
    for (const job of cv.experiencias) {
      paragraph(`${job.puesto} · ${job.empresa}`, { bold: true });
      const period = `${dayMonthYear(job.fechaInicio)} – ${dayMonthYear(job.fechaFin) ?? t.present}`;
      paragraph([period, job.sector, job.area, job.tipoContrato, job.provincia].filter(Boolean).join(' · '), { muted: true, size: 9 });
      if (job.descripcion) paragraph(job.descripcion, { size: 9.5 });
      doc.moveDown(0.3);
    }
  }

  if (cv.idiomas.length > 0) {
    heading(t.languages);
    for (const language of cv.idiomas) paragraph(`${language.idioma}: ${language.nivel}${language.certificado ? ` (${language.certificado})` : ''}`);
  }

  list(t.software, cv.programasInformaticos);
  list(t.competences, cv.competencias);
  list(t.interests, cv.intereses);
  list(t.sectors, cv.sectoresInteres);

  heading(t.profile);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const profile = cv.profesional;
  const lines = [
    profile.carnetsConducir.length > 0 ? `${t.drivingLicences}: ${profile.carnetsConducir.map((c) => c.codigo).join(', ')}` : null,
    `${t.ownCar}: ${yesNo(profile.vehiculoPropio)}`,
    `${t.travel}: ${yesNo(profile.disponibilidadViajar)}`,
    `${t.relocation}: ${yesNo(profile.disponibilidadTraslado)}`,
    `${t.working}: ${yesNo(profile.trabajandoActualmente)}`,
    `${t.workPermit}: ${yesNo(cv.permisoTrabajo)}`,
    cv.nivelFormativo ? `${t.trainingLevel}: ${cv.nivelFormativo}` : null,
    cv.enlacePortfolio ? `${t.portfolio}: ${cv.enlacePortfolio}` : null,
  ];
  for (const line of lines) if (line) paragraph(line);

  if (cv.documentos.length > 0) {
    heading(t.documents);
    for (const document of cv.documentos) paragraph(`${document.tipo}: ${document.nombre}${document.url ? ` (${document.url})` : ''}`);
  }

  // Footer on every page: when it was generated and the page number.
  const generated = `${t.generated} ${new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid' }).format(context.now)}`;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - MARGIN + 5;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${fullName} · ${generated} · ${t.page} ${index - range.start + 1}/${range.count}`, MARGIN, bottom, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
