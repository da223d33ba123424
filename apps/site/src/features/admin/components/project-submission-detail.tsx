import styled from '@emotion/styled';
import { PROJECT_STATUS_LABELS, type AdminProjectSubmission } from '@manara/contracts';
import { Badge, Button, Card, Link } from '@manara/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatDateTime } from '../lib/format';
import { fileSize, PROJECT_STATUS_TONES } from '../lib/learning';
import { ListLoading } from './list-state';

const Head = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[3],
  marginBottom: theme.space[4],
}));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.lineHeights.tight,
  color: theme.colors.text,
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '4px' },
}));

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: `0 0 ${theme.space[6]}`,
  [theme.mq.md]: { gridTemplateColumns: '11rem minmax(0, 1fr)' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: { '& dd': { marginBottom: theme.space[2] } },
}));

/** A plain anchor: the PDF is the server's answer (a client route would show "page not found"). */
const Download = styled.a(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: theme.colors.linkHover, textDecorationThickness: '2px' },
}));

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

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
          <Download href={submission.file.url} download={submission.file.filename}>
            Download PDF{size ? ` (${size})` : ''}
          </Download>
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
  /** The list it is read from is still loading. */
  loading?: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = submission !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <Card as="section" aria-labelledby="project-detail-heading" data-testid="project-detail">
      <Head>
        <Title id="project-detail-heading" ref={heading} tabIndex={-1}>
          {submission ? `Project: ${submission.title}` : 'Project'}
        </Title>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </Head>
      {submission ? (
        <>
          <ProjectSubmissionFacts submission={submission} />
          {children}
        </>
      ) : loading ? (
        <ListLoading label="Loading the project" />
      ) : (
        <p role="alert">
          This project is not in the list below with these filters. Choose All statuses, or open it from its row.
        </p>
      )}
    </Card>
  );
}
