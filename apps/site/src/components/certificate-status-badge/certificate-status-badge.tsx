import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from '@manara/contracts';
import { Badge, type BadgeTone } from '@manara/ui';

const TONES: Record<CertificateStatus, BadgeTone> = { valid: 'success', revoked: 'danger' };

/** A certificate's status as the dashboard, the course page and the control panel show it: Valid or Revoked. */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  return <Badge tone={TONES[status]}>{CERTIFICATE_STATUS_LABELS[status]}</Badge>;
}
