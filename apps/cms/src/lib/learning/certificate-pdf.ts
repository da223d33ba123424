import PDFDocument from 'pdfkit';
import { CERTIFICATE_PAGE } from '@manara/contracts';
import type { CertificateDoc } from './records';

/** The organisation named on every certificate. */
const ISSUER = 'Manara Research';
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e4f';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The public address that verifies a certificate: the site's origin and the contract's page. */
export const verificationUrl = (origin: string, code: string) => `${origin}${CERTIFICATE_PAGE.href(code)}`;

/**
 * A certificate as a one-page A4 landscape PDF (pdfkit, its built-in Helvetica: no font files to
 * ship): the issuer, the holder's name as it was at issue, the course, the date, the code and the
 * address where anyone can check it. Returned as a stream the caller pipes to the response; it
 * ends itself.
 */
export function renderCertificatePdf(cert: CertificateDoc, origin: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `Certificate ${cert.code}`, Author: ISSUER, Subject: cert.courseTitle },
  });
  const { width, height } = doc.page;
  const inner = width - 2 * 56;
  const url = verificationUrl(origin, cert.code);

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(38, 38, width - 76, height - 76)
    .stroke();

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(ISSUER.toUpperCase(), 56, 84, {
    width: inner,
    align: 'center',
    characterSpacing: 3,
  });
  doc.moveDown(1.2).fillColor(INK).font('Helvetica').fontSize(34).text('Certificate of completion', {
    width: inner,
    align: 'center',
  });
  doc.moveDown(1).fillColor(MUTED).fontSize(14).text('This certifies that', { width: inner, align: 'center' });
  doc.moveDown(0.6).fillColor(INK).font('Helvetica-Bold').fontSize(30).text(cert.holderName, {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.6).fillColor(MUTED).font('Helvetica').fontSize(14).text('has completed the course', {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.6).fillColor(INK).font('Helvetica-Bold').fontSize(22).text(cert.courseTitle, {
    width: inner,
    align: 'center',
  });
  doc
    .moveDown(0.8)
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(13)
    .text(`Issued on ${longDate(cert.issuedAt)}`, {
      width: inner,
      align: 'center',
    });

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Certificate code: ${cert.code}`, 56, height - 124, {
      width: inner,
      align: 'center',
    });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(11)
    .text(`Verify it at ${url}`, { width: inner, align: 'center', link: url });
  doc.end();
  return doc;
}
