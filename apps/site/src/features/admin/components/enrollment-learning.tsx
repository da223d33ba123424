import styled from '@emotion/styled';
import { PROJECT_STATUS_LABELS, type AdminEnrollment } from '@manara/contracts';
import { Badge, Button, Link } from '@manara/ui';
import { CertificateStatusBadge } from '@/components/certificate-status-badge';
import { PROJECT_STATUS_TONES, projectReviewHref } from '../lib/learning';
import { STACKED } from './admin-table';

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space[1]} ${theme.space[2]}`,
}));

const Muted = styled.span(({ theme }) => ({ color: theme.colors.textMuted }));

const Code = styled.code(({ theme }) => ({
  fontFamily: theme.fonts.mono,
  fontSize: theme.fontSizes.xs,
  whiteSpace: 'nowrap',
}));

/** The learner's best assessment score, or that they have not taken it. */
export function BestScore({ score }: { score: number | null | undefined }) {
  return typeof score === 'number' ? <span>{score}%</span> : <Muted>No attempt</Muted>;
}

/** The project's status, with a link that opens it for review. */
export function ProjectCell({ enrollment, who }: { enrollment: AdminEnrollment; who: string }) {
  const { projectStatus, projectSubmissionId } = enrollment;
  if (!projectStatus || !projectSubmissionId) return <Muted>Not submitted</Muted>;
  return (
    <Stack>
      <Badge tone={PROJECT_STATUS_TONES[projectStatus]}>{PROJECT_STATUS_LABELS[projectStatus]}</Badge>
      <Link href={projectReviewHref(projectSubmissionId, projectStatus)} aria-label={`Review the project of ${who}`}>
        Review
      </Link>
    </Stack>
  );
}

/**
 * The certificate's code and status, and the action that flips it (Revoke, or Restore once revoked),
 * which the list confirms before it acts. The button carries the row id, so focus can come back to it.
 */
export function CertificateCell({
  enrollment,
  who,
  onToggle,
  busy = false,
}: {
  enrollment: AdminEnrollment;
  who: string;
  onToggle: () => void;
  busy?: boolean;
}) {
  const { certificate } = enrollment;
  if (!certificate) return <Muted>Not issued</Muted>;
  const revoked = certificate.status === 'revoked';
  return (
    <Stack>
      <Code>{certificate.code}</Code>
      <CertificateStatusBadge status={certificate.status} />
      <Button
        size="sm"
        variant={revoked ? 'outline' : 'ghost'}
        onClick={onToggle}
        loading={busy}
        aria-label={`${revoked ? 'Restore' : 'Revoke'} the certificate of ${who}`}
        data-certificate-for={enrollment.id}
      >
        {revoked ? 'Restore' : 'Revoke'}
      </Button>
    </Stack>
  );
}

const Learning = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${theme.space[1]} ${theme.space[3]}`,
  margin: 0,
  minWidth: '11.5rem',
  fontSize: theme.fontSizes.sm,
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs, fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0 },
  // On a phone's card the cell is narrow: each label goes above its value.
  [STACKED]: { gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0, '& dd + dt': { marginTop: theme.space[1] } },
}));

/**
 * The learner's results in one cell, so the row (with its status, progress and Update) still fits
 * beside the sidebar: best score, project (Review opens it) and certificate (Revoke / Restore).
 */
export function LearningCell({
  enrollment,
  who,
  onToggleCertificate,
  certificateBusy,
}: {
  enrollment: AdminEnrollment;
  who: string;
  onToggleCertificate: () => void;
  certificateBusy: boolean;
}) {
  return (
    <Learning>
      <dt>Best score</dt>
      <dd>
        <BestScore score={enrollment.bestScore} />
      </dd>
      <dt>Project</dt>
      <dd>
        <ProjectCell enrollment={enrollment} who={who} />
      </dd>
      <dt>Certificate</dt>
      <dd>
        <CertificateCell enrollment={enrollment} who={who} onToggle={onToggleCertificate} busy={certificateBusy} />
      </dd>
    </Learning>
  );
}
