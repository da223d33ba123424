/** Learning: assessments, course projects and certificates (docs/api.md "Learning"). */

/** Bounds of an assessment an editor writes in /cms; the pass mark defaults to 80 percent. */
export const ASSESSMENT = {
  minQuestions: 1,
  maxQuestions: 50,
  minOptions: 2,
  maxOptions: 6,
  passMark: { min: 1, max: 100 },
} as const;

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

/**
 * The site's public verification page of a certificate: the site routes `pattern`, the dashboard
 * links `href(code)` and the server prints the same address on the PDF.
 */
export const CERTIFICATE_PAGE = {
  pattern: '/certificates/:code',
  href: (code: string) => `/certificates/${encodeURIComponent(code)}`,
} as const;
