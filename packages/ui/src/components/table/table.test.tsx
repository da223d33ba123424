import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Table, type TableColumn } from './table';

interface Course {
  id: string;
  title: string;
  hours: number;
}

const columns: TableColumn<Course>[] = [
  { key: 'title', header: 'Title', rowHeader: true },
  { key: 'hours', header: 'Hours', align: 'right', cell: (c) => `${c.hours} h` },
];

const rows = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), title: `Course ${i + 1}`, hours: i + 1 }));

describe('Table', () => {
  it('has a caption, a header row and row headers', async () => {
    const { container } = renderWithTheme(
      <Table caption="Courses" columns={columns} rows={rows.slice(0, 2)} getRowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Hours']);
    expect(within(table).getByRole('rowheader', { name: 'Course 1' })).toBeInTheDocument();
    expect(within(table).getByText('2 h')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the empty state in place of rows', async () => {
    const { container } = renderWithTheme(
      <Table
        caption="Enrollments"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyTitle="No enrollments yet"
      />,
    );
    expect(screen.getByRole('heading', { name: 'No enrollments yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('pages through rows', async () => {
    renderWithTheme(<Table caption="Courses" columns={columns} rows={rows} getRowKey={(r) => r.id} pageSize={5} />);
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(screen.getByText('Showing 1–5 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Course 11', 'Course 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
