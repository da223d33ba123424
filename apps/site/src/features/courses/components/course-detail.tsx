import styled from '@emotion/styled';
import { CERTIFICATE_PASS_PERCENT, formatCoursePrice, type Course } from '@manara/contracts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Badge,
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  CheckIcon,
  Container,
  formatRating,
  Rating,
  Stack,
  unstyledList,
  cluster,
} from '@manara/ui';
import { useRef, useState } from 'react';
import { MediaImage } from '../../../components/media-image';
import { paths } from '../../../config/paths';
import { CertificatePanel } from '../../../components/certificate-panel';
import { useSession } from '../../../lib/session';
import { useMyCourse } from '../api/get-my-course';
import { syllabusFor } from '../utils/syllabus';
import { AssessmentSection } from './assessment-section';
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

const Summary = styled.p(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
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

/** Below the sticky header when the preview launcher scrolls to it. */
const Syllabus = styled.section({ scrollMarginTop: '5.5rem' });

const Lessons = styled.ol(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[5],
  display: 'grid',
  gap: theme.space[1],
}));

/** The preview sits at the head of the main column, beside the sidebar, frame and text side by side. */
const PreviewBand = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  alignItems: 'center',
  padding: theme.space[5],
  borderRadius: theme.radii.lg,
  border: theme.elevation.card.border,
  background: theme.colors.surface,
  [theme.mq.sm]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)' },
  h2: { fontSize: theme.fontSizes.xl, marginBottom: theme.space[2] },
  p: { color: theme.colors.textMuted, marginBottom: theme.space[4] },
}));

const PreviewFrame = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: theme.radii.md,
  background: `linear-gradient(135deg, ${theme.colors.accentSubtle}, ${theme.colors.surfaceMuted})`,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes['3xl'],
}));

/** The course's image fills the frame, the play mark on top of it (one grid cell for both). */
const ImageFrame = styled(PreviewFrame)({ overflow: 'hidden' });
const FrameImage = styled(MediaImage)({ gridArea: '1 / 1', height: '100%' });
const PlayMark = styled.span(({ theme }) => ({
  gridArea: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  width: '2.5em',
  height: '2.5em',
  borderRadius: theme.radii.full,
  background: theme.colors.surface,
  boxShadow: theme.elevation.card.shadow,
  fontSize: theme.fontSizes.xl,
}));

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/** The course page: breadcrumb, progress, 4-module syllabus, certification and preview. */
export function CourseDetail({ course }: { course: Course }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  // The member's progress, results, project and certificate: one request, shared by every panel.
  const { data: learning } = useMyCourse(userId, course.id);
  const passMark = learning?.assessment.passMark ?? CERTIFICATE_PASS_PERCENT;
  const modules = syllabusFor(course);
  const [openModules, setOpenModules] = useState(['module-1']);
  const syllabusRef = useRef<HTMLElement>(null);
  // No preview video exists yet: rather than a dead button, the launcher opens the first module's lessons.
  const launchPreview = () => {
    setOpenModules((open) => (open.includes('module-1') ? open : [...open, 'module-1']));
    syllabusRef.current?.scrollIntoView({ block: 'start' });
    syllabusRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  };
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
            {course.summary ? <Summary>{course.summary}</Summary> : null}
            <Meta>
              <span>{course.level}</span>
              <span aria-hidden="true">·</span>
              <span>{course.durationHrs} hours</span>
              <span aria-hidden="true">·</span>
              <Rating value={course.rating} size="sm" />
              <span aria-hidden="true">{formatRating(course.rating)}</span>
            </Meta>
          </Stack>
        </Container>
      </Header>
      <Container>
        <Layout>
          <Stack gap={8}>
            {learning?.certificate ? <CertificatePanel certificate={learning.certificate} /> : null}
            <PreviewBand aria-labelledby="course-preview-heading">
              {course.image ? (
                <ImageFrame>
                  {/* In the first screen on wide windows: fetched at once, at most 14rem wide from 640 px. */}
                  <FrameImage image={course.image} sizes="(min-width: 640px) 14rem, 100vw" loading="eager" />
                  <PlayMark aria-hidden="true">
                    <PlayIcon />
                  </PlayMark>
                </ImageFrame>
              ) : (
                <PreviewFrame aria-hidden="true">
                  <PlayIcon />
                </PreviewFrame>
              )}
              <div>
                <h2 id="course-preview-heading">Preview the course</h2>
                <p>Open the first module and read its lessons before you enrol.</p>
                <Button variant="secondary" iconStart={<PlayIcon />} onClick={launchPreview}>
                  Launch preview
                </Button>
              </div>
            </PreviewBand>
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
                <li>
                  <CheckIcon />
                  <span>Projects are reviewed by a Manara tutor, with written feedback within a week.</span>
                </li>
              </Checklist>
            </section>
            <AssessmentSection userId={userId} courseId={course.id} learning={learning} />
            <ProjectSection userId={userId} courseId={course.id} learning={learning} />
          </Stack>
          <Aside>
            <ProgressPanel course={course} />
            <Card as="section" aria-labelledby="course-price-heading">
              <CardTitle level={2} id="course-price-heading">
                Enrolment
              </CardTitle>
              <CardContent>
                <Price>{formatCoursePrice(course.price)}</Price>
                <CardDescription>One payment, lifetime access to the lessons and updates.</CardDescription>
                <ButtonLink href={paths.pricing} variant="outline">
                  See plans and discounts
                </ButtonLink>
              </CardContent>
            </Card>
          </Aside>
        </Layout>
      </Container>
    </>
  );
}
