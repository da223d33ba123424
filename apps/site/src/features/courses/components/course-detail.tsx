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
  ProgressBar,
  Rating,
  Stack,
} from '@manara/ui';
import { paths } from '../../../config/paths';
import { useCourseProgress } from '../../course-progress';
import { syllabusFor } from '../utils/syllabus';

const Header = styled.div(({ theme }) => ({
  paddingBlock: theme.space[10],
  background: theme.colors.bgSubtle,
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Meta = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
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
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  li: { display: 'flex', gap: theme.space[2], alignItems: 'baseline' },
  svg: { color: theme.colors.success, flexShrink: 0, transform: 'translateY(2px)' },
}));

const Lessons = styled.ol(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[5],
  display: 'grid',
  gap: theme.space[1],
}));

const PreviewFrame = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: theme.radii.lg,
  background: `linear-gradient(135deg, ${theme.colors.accentSubtle}, ${theme.colors.surfaceMuted})`,
  border: `1px solid ${theme.colors.border}`,
  marginBottom: theme.space[4],
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes['4xl'],
}));

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

function ProgressPanel({ course }: { course: Course }) {
  const { progress, markLessonComplete, reset } = useCourseProgress(course.id);
  return (
    <Card as="section" aria-labelledby="course-progress-heading">
      <CardTitle level={2} id="course-progress-heading">
        Your progress
      </CardTitle>
      <CardContent>
        <ProgressBar value={progress} label="Course progress" size="lg" />
        <CardDescription>Saved in this browser, so you can pick up where you left off.</CardDescription>
        <Stack direction="row" gap={3} wrap>
          <Button onClick={markLessonComplete}>Mark lesson complete</Button>
          <Button variant="outline" onClick={reset}>
            Reset
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The course page (spec §2): breadcrumb, progress, 4-module syllabus, certification and preview. */
export function CourseDetail({ course }: { course: Course }) {
  const modules = syllabusFor(course);
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
            <section aria-labelledby="syllabus-heading">
              <h2 id="syllabus-heading">Syllabus</h2>
              <Accordion headingLevel={3} defaultValue={['module-1']} multiple>
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
            </section>
            <section aria-labelledby="certification-heading">
              <h2 id="certification-heading">Assessment and certification</h2>
              <Checklist>
                <li>
                  <CheckIcon />
                  <span>A short quiz closes every module, so you can check your understanding as you go.</span>
                </li>
                <li>
                  <CheckIcon />
                  <span>
                    Earn the certificate with at least {CERTIFICATE_PASS_PERCENT}% in the assessments plus a submitted
                    project.
                  </span>
                </li>
                <li>
                  <CheckIcon />
                  <span>Projects are reviewed by a Manara tutor, with written feedback within a week.</span>
                </li>
              </Checklist>
            </section>
          </Stack>
          <Aside>
            <ProgressPanel course={course} />
            <Card as="section" aria-labelledby="course-preview-heading">
              <CardTitle level={2} id="course-preview-heading">
                Preview the course
              </CardTitle>
              <CardContent>
                <PreviewFrame aria-hidden="true">
                  <PlayIcon />
                </PreviewFrame>
                <CardDescription>Watch the first lesson before you enrol.</CardDescription>
                <Button variant="secondary" iconStart={<PlayIcon />}>
                  Launch preview
                </Button>
              </CardContent>
            </Card>
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
