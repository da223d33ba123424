import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_ISSUER, cpdHoursText } from '@manara/contracts';
import { verificationUrl } from './certificate-addresses';
import { toCpd } from './cpd';
import type { CertificateDoc } from './records';

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e4f';

/** The page's margin, and the QR code's side (about 32 mm: a phone reads it from arm's length). */
const MARGIN = 56;
const QR_SIDE = 92;

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "12 CPD hours · Accredited by … · Activity code …": the parts the course had on the day of issue. */
function cpdLine(cert: CertificateDoc): string | undefined {
  const cpd = toCpd(cert.cpd);
  if (!cpd) return undefined;
  return [
    cpdHoursText(cpd.hours),
    cpd.accreditor ? `Accredited by ${cpd.accreditor}` : undefined,
    cpd.activityCode ? `Activity code ${cpd.activityCode}` : undefined,
  ]
    .filter(Boolean)
    .join('  ·  ');
}

/**
 * A QR code of `text` drawn as vectors: one filled path of its dark modules, so it prints sharp at
 * any size and the file stays small. `qrcode` computes the modules (error correction M: a smudge or
 * a fold still scans).
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = side / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor(INK).fill();
}

/**
 * A certificate as a one-page A4 landscape PDF (pdfkit, its built-in Helvetica: no font files to
 * ship): the issuer, the holder's name as it was at issue, the course, the date, the CPD credit
 * when the course carries one, the code, and the address where anyone can check it, also as a QR
 * code. `origin` is the configured public origin (env.ts `publicOrigin`), never a request's Host.
 * Returned as a stream the caller pipes to the response; it ends itself.
 */
export function renderCertificatePdf(cert: CertificateDoc, origin: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `Certificate ${cert.code}`, Author: CERTIFICATE_ISSUER, Subject: cert.courseTitle },
  });
  const { width, height } = doc.page;
  const inner = width - 2 * MARGIN;
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

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(CERTIFICATE_ISSUER.toUpperCase(), MARGIN, 80, {
    width: inner,
    align: 'center',
    characterSpacing: 3,
  });
  doc.moveDown(1).fillColor(INK).font('Helvetica').fontSize(34).text('Certificate of completion', {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.8).fillColor(MUTED).fontSize(14).text('This certifies that', { width: inner, align: 'center' });
  doc.moveDown(0.5).fillColor(INK).font('Helvetica-Bold').fontSize(30).text(cert.holderName, {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.5).fillColor(MUTED).font('Helvetica').fontSize(14).text('has completed the course', {
    width: inner,
    align: 'center',
  });
  doc.moveDown(0.5).fillColor(INK).font('Helvetica-Bold').fontSize(22).text(cert.courseTitle, {
    width: inner,
    align: 'center',
  });
  doc
    .moveDown(0.7)
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(13)
    .text(`Issued on ${longDate(cert.issuedAt)}`, { width: inner, align: 'center' });
  const cpd = cpdLine(cert);
  if (cpd) doc.moveDown(0.4).fillColor(INK).fontSize(12).text(cpd, { width: inner, align: 'center' });

  // The foot: the QR code in the bottom right corner, the code and address centred in the width
  // the code leaves free on both sides (so the text stays centred on the page).
  const qrTop = height - MARGIN - 10 - QR_SIDE - 14;
  drawQrCode(doc, url, width - MARGIN - 10 - QR_SIDE, qrTop, QR_SIDE);
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text('Scan to verify', width - MARGIN - 10 - QR_SIDE, qrTop + QR_SIDE + 4, { width: QR_SIDE, align: 'center' });
  const footWidth = inner - 2 * (QR_SIDE + 16);
  const footLeft = MARGIN + QR_SIDE + 16;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Certificate code: ${cert.code}`, footLeft, height - 124, { width: footWidth, align: 'center' });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(11)
    .text(`Verify it at ${url}`, footLeft, doc.y, { width: footWidth, align: 'center', link: url });
  doc.end();
  return doc;
}
