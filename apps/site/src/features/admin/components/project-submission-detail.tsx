import { PROJECT_STATUS_LABELS, type AdminProjectSubmission } from '@manara/contracts';
import { Badge, Link } from '@manara/ui';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { fileSize } from '@/lib/format';
import { PROJECT_STATUS_TONES } from '../lib/learning';
import { DetailCard, Fact, Facts } from './detail-card';
import { DownloadLink } from './download-link';
import { ListLoading } from './list-state';

/** What the member sent: title, description, link or PDF, whose and which course's, and where it stands. */
export function ProjectSubmissionFacts({ submission }: { submission: AdminProjectSubmission }) {
  const size = submission.file ? fileSize(submission.file.size) : '';
  return (
    <Facts aria-label="Project">
      <Fact term="Status">
        <Badge tone={PROJECT_STATUS_TONES[submission.status]}>{PROJECT_STATUS_LABELS[submission.status]}</Badge>
      </Fact>
      <Fact term="Member">{submission.memberName}</Fact>
      <Fact term="Course">{submission.courseTitle}</Fact>
      <Fact term="Description">{submission.description}</Fact>
      {submission.link ? (
        <Fact term="Link">
          <Link href={submission.link}>{submission.link}</Link>
        </Fact>
      ) : null}
      {submission.file ? (
        <Fact term="File">
          <DownloadLink href={submission.file.url} download={submission.file.filename}>
            Download PDF{size ? ` (${size})` : ''}
          </DownloadLink>
        </Fact>
      ) : null}
      <Fact term="Submitted">{formatDateTime(submission.submittedAt)}</Fact>
      {submission.reviewedAt ? <Fact term="Reviewed">{formatDateTime(submission.reviewedAt)}</Fact> : null}
      {submission.comment ? <Fact term="Reviewer's comment">{submission.comment}</Fact> : null}
    </Facts>
  );
}

/**
 * The open submission: its facts and then `children` (the review form). Focus moves to its heading
 * when it opens, so a keyboard or screen reader user lands on what they opened.
 */
export function ProjectSubmissionDetail({
  submission,
  loading = false,
  onClose,
  children,
}: {
  submission: AdminProjectSubmission | undefined;
  /** It is still being read. */
  loading?: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <DetailCard
      name="project"
      title={submission ? `Project: ${submission.title}` : 'Project'}
      loaded={submission !== undefined}
      onClose={onClose}
    >
      {submission ? (
        <>
          <ProjectSubmissionFacts submission={submission} />
          {children}
        </>
      ) : loading ? (
        <ListLoading label="Loading the project" />
      ) : (
        <p role="alert">We could not find this project: it may have been withdrawn. Open one from the list below.</p>
      )}
    </DetailCard>
  );
}
