import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActiveCourses } from './active-courses';

const course = {
  category: 'Statistics',
  level: 'Beginner',
  durationHrs: 8,
  rating: 4.8,
};

const meta = {
  title: 'Site/Dashboard/ActiveCourses',
  component: ActiveCourses,
  args: {
    courses: [
      { ...course, courseId: 'c1', title: 'Biostatistics for clinicians', progress: 60, status: 'in_progress' },
      {
        ...course,
        courseId: 'c2',
        title: 'Survival analysis in R',
        level: 'Advanced',
        progress: 100,
        status: 'completed',
      },
      { ...course, courseId: 'c3', title: 'Writing a study protocol', category: 'Research methods', progress: 37 },
    ],
  },
} satisfies Meta<typeof ActiveCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two enrollments (one completed by an admin) and a catalogue course topping up the three. */
export const EnrollmentsAndCatalogue: Story = {};
