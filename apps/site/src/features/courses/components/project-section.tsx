import { COURSE_PROJECT_ANCHOR } from '@manara/contracts';
import { LearningSection, type CourseLearningProps } from './learning-section';
import { memberPanels } from './member-panels-on-demand';

/** The section's anchor, which the member's notification of a review links to (contracts). */
export const PROJECT_ANCHOR = COURSE_PROJECT_ANCHOR;

/** The course project: a visitor learns what it is; a member submits it and follows its review. */
export function ProjectSection({ userId, courseId, learning }: CourseLearningProps) {
  return (
    <LearningSection
      anchor={PROJECT_ANCHOR}
      headingId="project-heading"
      title="Course project"
      lead="Apply the course to a question of your own and send the write-up as a PDF or a link. A Manara tutor reviews it within a week: accepted, or changes requested with written feedback."
      signInLabel="Sign in to submit your project"
      userId={userId}
      learning={learning}
      member={(memberId, { project }) => (
        <memberPanels.MemberProject userId={memberId} courseId={courseId} project={project} />
      )}
    />
  );
}
