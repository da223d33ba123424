/** Learning: assessments, course projects and certificates (docs/api.md "Learning"). */
import { PROGRESS } from './limits';

/** Bounds of an assessment an editor writes in /cms; the pass mark defaults to 80 percent. */
export const ASSESSMENT = {
  minQuestions: 1,
  maxQuestions: 50,
  minOptions: 2,
  maxOptions: 6,
  passMark: { min: 1, max: 100 },
} as const;

/**
 * How often a member may submit a course's assessment: three attempts per course and ten per
 * account in any 24 hours (docs/decisions/024-assessment-attempts.md). With the score alone as
 * feedback, this is what keeps the answer key from being worked out by trial.
 */
export const ASSESSMENT_ATTEMPT_BUDGET = { perCourse: 3, perAccount: 10, windowHours: 24 } as const;

export const PROJECT_STATUSES = ['submitted', 'accepted', 'changes_requested'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  changes_requested: 'Changes requested',
};

/** A project file: one PDF, checked by its bytes on the server, up to 10 MB. */
export const PROJECT_FILE_MIME_TYPE = 'application/pdf';
export const PROJECT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = { valid: 'Valid', revoked: 'Revoked' };

/** Verification codes: `MNR-` and two groups of four from an alphabet without look-alikes (0/O, 1/I). */
export const CERTIFICATE_CODE = /^MNR-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A course's page on the site: the site routes `pattern`; the CMS's preview and a credential's achievement link `href(id)`. */
export const COURSE_PAGE = {
  pattern: '/courses/:id',
  href: (id: string) => `/courses/${encodeURIComponent(id)}`,
} as const;

/**
 * The site's public verification page of a certificate: the site routes `pattern`, the dashboard
 * links `href(code)` and the server prints the same address on the PDF.
 */
export const CERTIFICATE_PAGE = {
  pattern: '/certificates/:code',
  href: (code: string) => `/certificates/${encodeURIComponent(code)}`,
} as const;

/** "12 CPD hours", "1 CPD hour", "7.5 CPD hours": a course's or certificate's CPD credit, on paper and on screen. */
export const cpdHoursText = (hours: number) => `${hours} CPD ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * A CPD credit in one phrase, "12 CPD hours, accredited by … (activity …)", as the course page, the
 * member's certificate and the credential's description say it.
 */
export function cpdCreditText(cpd: { hours: number; accreditor?: string; activityCode?: string }): string {
  const accreditor = cpd.accreditor ? `, accredited by ${cpd.accreditor}` : '';
  const activity = cpd.activityCode ? ` (activity ${cpd.activityCode})` : '';
  return `${cpdHoursText(cpd.hours)}${accreditor}${activity}`;
}

/** The organisation that issues every certificate: printed on the PDF, named in the credential and on LinkedIn. */
export const CERTIFICATE_ISSUER = 'Manara Research';

/**
 * A certificate's Open Badges 3.0 credential (a W3C Verifiable Credential) is served as JSON-LD with
 * the VC 2.0 media type, saved under this file name.
 */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc';
export const credentialFileName = (code: string) => `certificate-${code}.credential.json`;

/**
 * Where the issuer's DID document (its public key) is published: did:web resolves `did:web:<host>`
 * to this path on that host.
 */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

/** What LinkedIn's "Add to profile" needs to know about a certificate. */
export interface LinkedInCertification {
  /** The certification's name: the course title. */
  name: string;
  issuedAt: string;
  /** The certificate's code, shown as its credential ID. */
  code: string;
  /** The absolute address of its public verification page. */
  verificationUrl: string;
}

/**
 * LinkedIn's documented add-to-profile link for a certification: the profile's "Add licence or
 * certification" form, filled in (name, organisation, issue year and month, credential ID and URL).
 * The month and year are the issue date's in UTC, as the certificate prints it.
 */
export function linkedInAddToProfileUrl(cert: LinkedInCertification): string {
  const issued = new Date(cert.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: cert.name,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: cert.verificationUrl,
    certId: cert.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/**
 * The product's "random 20 to 79" for a course the member has no progress on, drawn once and for all
 * from the member and the course (FNV-1a over both ids, then mixed): the dashboard shows the same figure on every
 * visit, the course page opened from Continue shows it too, and the server's first Mark lesson
 * complete counts from it.
 */
export function fallbackProgress(memberId: string, courseId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${memberId}:${courseId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  // MurmurHash3's finaliser, so that courses 1, 2 and 3 do not read 58, 59 and 60 %.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  const span = PROGRESS.fallbackMax - PROGRESS.fallbackMin + 1;
  return PROGRESS.fallbackMin + ((hash >>> 0) % span);
}
