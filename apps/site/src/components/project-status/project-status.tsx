import styled from '@emotion/styled';
import { PROJECT_STATUS_LABELS, type ProjectStatus as Status, type ProjectSubmission } from '@manara/contracts';
import { Badge, type BadgeTone, cluster } from '@manara/ui';
import type { ComponentPropsWithRef } from 'react';

export interface ProjectStatusProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  project: ProjectSubmission;
}

const tones: Record<Status, BadgeTone> = { submitted: 'info', accepted: 'success', changes_requested: 'warning' };

const Root = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bgSubtle,
  p: { margin: 0 },
}));

const Title = styled.p(({ theme }) => ({
  ...cluster(theme, 2),
  fontWeight: theme.fontWeights.semibold,
}));

const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const Comment = styled.blockquote(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[3],
  borderInlineStart: `3px solid ${theme.colors.borderStrong}`,
  whiteSpace: 'pre-line',
}));

/** The file is the server's answer, not a page of the app: a plain anchor, never the router's link. */
const FileLink = styled.a(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  '&:hover': { color: theme.colors.linkHover },
}));

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A submitted course project: its status, the reviewer's comment and the work itself. */
export function ProjectStatus({ project, ...props }: ProjectStatusProps) {
  return (
    <Root data-slot="project-status" {...props}>
      <Title>
        <span>{project.title}</span>
        <Badge tone={tones[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      </Title>
      <Muted>
        Submitted <time dateTime={project.submittedAt}>{date(project.submittedAt)}</time>
        {project.reviewedAt ? (
          <>
            {' '}
            · reviewed <time dateTime={project.reviewedAt}>{date(project.reviewedAt)}</time>
          </>
        ) : null}
      </Muted>
      {project.comment ? (
        <div>
          <Muted>Reviewer&rsquo;s comment</Muted>
          <Comment>{project.comment}</Comment>
        </div>
      ) : null}
      {project.file ? (
        <p>
          <FileLink href={project.file.url} target="_blank" rel="noopener">
            {project.file.filename}
          </FileLink>{' '}
          <Muted as="span">(PDF)</Muted>
        </p>
      ) : null}
      {project.link ? (
        <p>
          <FileLink href={project.link} target="_blank" rel="noopener noreferrer">
            {project.link}
          </FileLink>
        </p>
      ) : null}
    </Root>
  );
}
