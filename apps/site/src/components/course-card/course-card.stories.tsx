import { Grid } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CourseCard } from './course-card';

const sampleCourses = [
  {
    id: 'c1',
    title: 'Biostatistics for clinicians',
    category: 'Statistics',
    level: 'Beginner',
    durationHrs: 8,
    rating: 4.8,
    price: 49,
  },
  {
    id: 'c2',
    title: 'Survival analysis in R',
    category: 'Statistics',
    level: 'Advanced',
    durationHrs: 12,
    rating: 4.6,
    price: 129,
  },
  {
    id: 'c3',
    title: 'Writing a study protocol',
    category: 'Research methods',
    level: 'Intermediate',
    durationHrs: 6,
    rating: 4.9,
    price: 79,
  },
] as const;

const [first] = sampleCourses;

const meta = {
  title: 'Site/CourseCard',
  component: CourseCard,
  args: { course: first, href: `/courses/${first.id}` },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '22rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const DashboardProgress: Story = { args: { course: { ...first, price: undefined }, progress: 60 } };
export const NotStarted: Story = {
  args: { course: { ...first, price: undefined }, progress: 0, actionLabel: 'Start' },
};
export const CatalogGrid: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid as="ul" aria-label="Courses" columns={{ base: 1, md: 3 }}>
      {sampleCourses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} href={`/courses/${course.id}`} />
        </li>
      ))}
    </Grid>
  ),
};
