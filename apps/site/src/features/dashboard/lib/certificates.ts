import { API_BASE, apiRoutes, CERTIFICATE_PAGE, LOCALE, type MyCertificate } from '@manara/contracts';
import { onFirstUse } from '@/lib/format';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }));

/** "November 23, 2026", or nothing for a date that does not read. */
export function issuedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** The holder's PDF: a same-origin download the browser asks for itself (never a client route). */
export const certificatePdfHref = (certificate: MyCertificate) =>
  API_BASE + apiRoutes.myCertificatePdf.href(certificate.id);

/** The public page anyone can open to check the certificate. */
export const certificateVerifyHref = (certificate: MyCertificate) => CERTIFICATE_PAGE.href(certificate.code);
