import styled from '@emotion/styled';
import { Lead, Skeleton } from '@manara/ui';
import type { CourseLearning } from '@manara/contracts';
import { Suspense, type ReactNode } from 'react';
import { SignInPrompt } from './sign-in-prompt';

/** What the course page gives each of its learning sections. */
export interface CourseLearningProps {
  /** The signed-in member's id, or null for a visitor. */
  userId: string | null;
  courseId: string;
  /** The member's learning on this course; undefined while it loads or for a visitor. */
  learning: CourseLearning | undefined;
}

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  scrollMarginTop: '5.5rem',
  h2: { margin: 0 },
  p: { margin: 0 },
}));

/**
 * A learning part of the course page (the assessment, the project): its heading and lead for
 * everyone, then a visitor's sign-in prompt (back to `anchor`), a placeholder while the member's
 * learning or the member's part (a module fetched on demand, member-panels-on-demand.ts) loads, or
 * the member's part once both have.
 */
export function LearningSection({
  anchor,
  headingId,
  title,
  lead,
  signInLabel,
  userId,
  learning,
  member,
}: Omit<CourseLearningProps, 'courseId'> & {
  anchor: string;
  headingId: string;
  title: string;
  lead: ReactNode;
  signInLabel: string;
  member: (userId: string, learning: CourseLearning) => ReactNode;
}) {
  return (
    <Section id={anchor} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Lead size="md">{lead}</Lead>
      {userId === null ? (
        <div>
          <SignInPrompt label={signInLabel} anchor={anchor} />
        </div>
      ) : learning ? (
        <Suspense fallback={<Skeleton height="5rem" />}>{member(userId, learning)}</Suspense>
      ) : (
        <Skeleton height="5rem" />
      )}
    </Section>
  );
}
