import styled from '@emotion/styled';
import {
  CERTIFICATE_PASS_PERCENT,
  cpdCreditText,
  cpdHoursText,
  formatCoursePrice,
  type Course,
} from '@manara/contracts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Breadcrumb,
  ButtonLink,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  CheckIcon,
  cluster,
  Container,
  formatRating,
  Lead,
  Rating,
  Stack,
  unstyledList,
} from '@manara/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useMyCourse } from '../api/get-my-course';
import { isBeforeStart, learnerStage } from '../utils/learner-stage';
import { syllabusFor } from '../utils/syllabus';
import { AssessmentSection } from './assessment-section';
import { CoursePreview } from './course-preview';
import { memberPanels, preloadMemberPanels } from './member-panels-on-demand';
import { NextStep } from './next-step';
import { ProgressPanel } from './progress-panel';
import { ProjectSection } from './project-section';

const Header = styled.div(({ theme }) => ({
  paddingBlock: theme.space[10],
  background: theme.colors.bgSubtle,
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Meta = styled.p(({ theme }) => ({
  ...cluster(theme, 3),
  color: theme.colors.textMuted,
  margin: 0,
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  paddingBlock: theme.space[10],
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
}));

const Aside = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  [theme.mq.lg]: { position: 'sticky', top: '5.5rem' },
}));

const Price = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes['3xl'],
  fontWeight: theme.fontWeights.bold,
  margin: 0,
}));

const Checklist = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[3],
  li: { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  svg: { color: theme.colors.success, flexShrink: 0, transform: 'translateY(2px)' },
}));

/** Below the sticky header when "Continue" moves to it. */
const Syllabus = styled.section({ scrollMarginTop: '5.5rem' });

const Lessons = styled.ol(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[5],
  display: 'grid',
  gap: theme.space[1],
}));

/** The course's price, for those who have not started it. */
function EnrolmentCard({ price }: { price: number }) {
  return (
    <Card as="section" aria-labelledby="course-price-heading">
      <CardTitle level={2} id="course-price-heading">
        Enrolment
      </CardTitle>
      <CardContent>
        <Price>{formatCoursePrice(price)}</Price>
        <CardDescription>One payment, lifetime access to the lessons and updates.</CardDescription>
        <ButtonLink href={paths.pricing} variant="outline">
          See plans and discounts
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** What a certified learner may do next in the sidebar: nothing here is left to enrol in or retake. */
function CompletedCard() {
  return (
    <Card as="section" aria-labelledby="course-completed-heading">
      <CardTitle level={2} id="course-completed-heading">
        Course completed
      </CardTitle>
      <CardContent>
        <CardDescription>Your certificate is issued. The lessons stay open to you for review.</CardDescription>
        <ButtonLink href={paths.courses} variant="outline">
          Browse more courses
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/**
 * The course page: breadcrumb, title and facts, then what the learner's stage calls for
 * (utils/learner-stage.ts): a visitor sees the preview and the price; a member who has not started
 * is asked to start; one in progress continues, with progress and the assessment; one who passed
 * is sent to the project; a certified learner gets the certificate, its verification and
 * LinkedIn, and no enrolment or retake prompts. The syllabus is there for everyone.
 */
export function CourseDetail({
  course,
  activeOnDashboard = false,
}: {
  course: Course;
  /** Whether the member's dashboard shows this course as active (null while that is read). */
  activeOnDashboard?: boolean | null;
}) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  // The member's progress, results, project and certificate: one request, shared by every panel.
  const { data: learning } = useMyCourse(userId, course.id);
  useEffect(() => {
    if (userId !== null) preloadMemberPanels();
  }, [userId]);
  const stage = learnerStage(userId, learning, activeOnDashboard);
  const beforeStart = isBeforeStart(stage);
  const passMark = learning?.assessment.passMark ?? CERTIFICATE_PASS_PERCENT;
  const modules = syllabusFor(course);
  const [openModules, setOpenModules] = useState(['module-1']);
  const syllabusRef = useRef<HTMLElement>(null);
  const continueWith = (index: number) => {
    const value = `module-${index + 1}`;
    setOpenModules((open) => (open.includes(value) ? open : [...open, value]));
    const trigger = syllabusRef.current?.querySelectorAll<HTMLElement>('h3 button')[index];
    trigger?.scrollIntoView({ block: 'start' });
    trigger?.focus({ preventScroll: true });
  };
  const certificate = stage === 'certified' ? learning?.certificate : null;
  // Issued by the member's own action on this page (a passing attempt): the sections they were in
  // give way to the certificate, so the focus goes to it rather than to the page's start.
  const certificateRef = useRef<HTMLElement>(null);
  const previousStage = useRef(stage);
  useEffect(() => {
    const before = previousStage.current;
    previousStage.current = stage;
    if (stage === 'certified' && before !== 'certified' && before !== 'loading') certificateRef.current?.focus();
  }, [stage]);
  return (
    <>
      <Header>
        <Container>
          <Stack gap={4}>
            <Breadcrumb
              items={[
                { label: 'Home', href: paths.home },
                { label: 'Courses', href: paths.courses },
                { label: course.title },
              ]}
            />
            <Badge tone="accent">{course.category}</Badge>
            <h1>{course.title}</h1>
            {course.summary ? <Lead>{course.summary}</Lead> : null}
            <Meta>
              <span>{course.level}</span>
              <span aria-hidden="true">·</span>
              <span>{course.durationHrs} hours</span>
              {course.cpd ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>{cpdHoursText(course.cpd.hours)}</span>
                </>
              ) : null}
              <span aria-hidden="true">·</span>
              <Rating value={course.rating} size="sm" />
              <span aria-hidden="true">{formatRating(course.rating)}</span>
            </Meta>
          </Stack>
        </Container>
      </Header>
      <Container>
        <Layout data-stage={stage}>
          <Stack gap={8}>
            {certificate ? (
              <Suspense fallback={null}>
                <memberPanels.CertificatePanel certificate={certificate} ref={certificateRef} tabIndex={-1} />
              </Suspense>
            ) : null}
            <NextStep
              stage={stage}
              userId={userId}
              courseId={course.id}
              learning={learning}
              modules={modules}
              onContinue={continueWith}
            />
            {beforeStart && course.preview ? <CoursePreview course={course} preview={course.preview} /> : null}
            <Syllabus aria-labelledby="syllabus-heading" ref={syllabusRef}>
              <h2 id="syllabus-heading">Syllabus</h2>
              <Accordion headingLevel={3} value={openModules} onValueChange={setOpenModules} multiple>
                {modules.map((module, index) => (
                  <AccordionItem key={`module-${index + 1}`} value={`module-${index + 1}`}>
                    <AccordionTrigger>
                      Module {index + 1}: {module.title}
                    </AccordionTrigger>
                    <AccordionContent>
                      <Lessons>
                        {module.lessons.map((lesson) => (
                          <li key={lesson}>{lesson}</li>
                        ))}
                      </Lessons>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Syllabus>
            {certificate ? null : (
              <section aria-labelledby="certification-heading">
                <h2 id="certification-heading">Assessment and certification</h2>
                <Checklist>
                  <li>
                    <CheckIcon />
                    <span>One assessment, graded as soon as you submit it; retake it as often as you like.</span>
                  </li>
                  <li>
                    <CheckIcon />
                    <span>
                      Earn the certificate with a best score of at least {passMark}% plus a course project a tutor has
                      accepted. Anyone can check it on its public verification page.
                    </span>
                  </li>
                  {course.cpd ? (
                    <li>
                      <CheckIcon />
                      <span>The certificate carries {cpdCreditText(course.cpd)}.</span>
                    </li>
                  ) : null}
                  <li>
                    <CheckIcon />
                    <span>Projects are reviewed by a Manara tutor, with written feedback within a week.</span>
                  </li>
                </Checklist>
              </section>
            )}
            {/*
              The two stay in this order at every stage: moving the assessment below the project the
              moment it is passed would take the focus off its result. The next-step card sends a
              member who passed to the project instead.
            */}
            {certificate ? null : (
              <>
                <AssessmentSection userId={userId} courseId={course.id} learning={learning} />
                <ProjectSection userId={userId} courseId={course.id} learning={learning} />
              </>
            )}
          </Stack>
          <Aside>
            {certificate ? <CompletedCard /> : stage === 'not-started' ? null : <ProgressPanel course={course} />}
            {beforeStart ? <EnrolmentCard price={course.price} /> : null}
          </Aside>
        </Layout>
      </Container>
    </>
  );
}
