import { CourseCard, Grid } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCourses } from './support/sample-data';

const [first] = sampleCourses;

const meta = {
  title: 'Content/CourseCard',
  component: CourseCard,
  args: { ...first, href: `/courses/${first.id}` },
  decorators: [
    (Story, { parameters }) => <div style={{ maxWidth: parameters.wide ? 'none' : '22rem' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {};
export const DashboardProgress: Story = { args: { progress: 60, price: undefined } };
export const NotStarted: Story = { args: { progress: 0, price: undefined, actionLabel: 'Start' } };
export const CatalogGrid: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid as="ul" aria-label="Courses" columns={{ base: 1, md: 3 }}>
      {sampleCourses.map((course) => (
        <li key={course.id}>
          <CourseCard {...course} href={`/courses/${course.id}`} />
        </li>
      ))}
    </Grid>
  ),
};
