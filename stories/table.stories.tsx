import { STATUS_LABELS } from '@manara/contracts';
import { Badge, Button, Stack, Table, type TableColumn } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface Enrollment {
  id: string;
  courseTitle: string;
  userName: string;
  status: 'in_progress' | 'completed' | 'cancelled';
  progress: number;
}

const tone = { in_progress: 'accent', completed: 'success', cancelled: 'neutral' } as const;

const columns: TableColumn<Enrollment>[] = [
  { key: 'courseTitle', header: 'Course', rowHeader: true },
  { key: 'userName', header: 'Member' },
  { key: 'status', header: 'Status', cell: (e) => <Badge tone={tone[e.status]}>{STATUS_LABELS[e.status]}</Badge> },
  { key: 'progress', header: 'Progress', align: 'right', cell: (e) => `${e.progress}%` },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (e) => (
      <Stack direction="row" gap={2} justify="flex-end">
        <Button size="sm" variant="outline" aria-label={`Edit ${e.courseTitle} for ${e.userName}`}>
          Edit
        </Button>
      </Stack>
    ),
  },
];

const names = ['Aisha Rahman', 'Omar Said', 'Mona Adel', 'Dr. Sam Lee', 'Noura Ali', 'Karim Farouk', 'Huda Nasser'];
const courses = ['Biostatistics for clinicians', 'Survival analysis in R', 'Writing a study protocol'];
const statuses = ['in_progress', 'completed', 'cancelled'] as const;
const rows: Enrollment[] = Array.from({ length: 23 }, (_, i) => ({
  id: `e${i + 1}`,
  courseTitle: courses[i % courses.length] as string,
  userName: names[i % names.length] as string,
  status: statuses[i % statuses.length] as Enrollment['status'],
  progress: (i * 20) % 120 > 100 ? 100 : (i * 20) % 120,
}));

const meta = {
  title: 'Data/Table',
  component: Table<Enrollment>,
  args: { caption: 'Course enrollments', columns, rows: rows.slice(0, 5), getRowKey: (r: Enrollment) => r.id },
} satisfies Meta<typeof Table<Enrollment>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Paginated: Story = { args: { rows, pageSize: 8 } };
export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: 'No enrollments yet',
    emptyDescription: 'Enrollments appear here when members join a course.',
  },
};
export const HiddenCaption: Story = { args: { hideCaption: true } };
