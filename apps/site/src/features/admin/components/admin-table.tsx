import styled from '@emotion/styled';
import { breakpoints, Table, type TableColumn, type TableProps, surface } from '@manara/ui';
import type { ReactNode } from 'react';

/** Below this width each row becomes a card of labelled cells instead of a line of a wide table. */
export const STACKED = `@media (max-width: ${breakpoints.md - 0.02}px)`;

const Frame = styled.div(({ theme }) => ({
  fontVariantNumeric: 'tabular-nums',
  // Dense rows: a whole row, actions included, fits beside the sidebar at 1024 px.
  '& table th, & table td': { padding: `${theme.space[2]} ${theme.space[3]}` },
  '& [data-slot="cell-label"]': { display: 'none' },
  // Long free text (a quote, a request's details) stays two lines high in the table.
  '& [data-slot="clamp"]': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    maxWidth: '28rem',
  },
  [STACKED]: {
    '& [role="region"]': { border: 0, background: 'transparent', overflow: 'visible' },
    '& table, & tbody, & tr, & tbody th, & tbody td': { display: 'block', width: '100%' },
    // The header row stays for screen readers; each card shows its own labels instead.
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody tr': {
      marginBottom: theme.space[3],
      padding: `${theme.space[2]} ${theme.space[4]}`,
      ...surface(theme),
    },
    '& tbody tr:hover': { background: theme.colors.surface },
    '& table tbody th, & table tbody td': {
      display: 'grid',
      gridTemplateColumns: '6.5rem minmax(0, 1fr)',
      alignItems: 'center',
      gap: theme.space[3],
      padding: `${theme.space[2]} 0`,
      textAlign: 'left',
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    '& tbody tr > :last-child': { borderBottom: 0 },
    '& tbody [data-align="right"]': { textAlign: 'left' },
    '& tbody td[colspan]': { display: 'block' },
    '& [data-slot="cell-label"]': {
      display: 'block',
      color: theme.colors.textMuted,
      fontSize: theme.fontSizes.xs,
      fontWeight: theme.fontWeights.semibold,
      letterSpacing: theme.letterSpacings.wide,
      textTransform: 'uppercase',
    },
    '& [data-slot="clamp"]': { maxWidth: 'none' },
    // A long word (an e-mail address as a lead's sender) breaks inside its card instead of pushing the page sideways.
    '& [data-slot="cell-value"]': { minWidth: 0, overflowWrap: 'anywhere' },
  },
}));

/** A column whose cells also carry the header text, shown as the cell's label on a phone. */
function labelled<Row>(column: TableColumn<Row>): TableColumn<Row> {
  const content = column.cell ?? ((row: Row) => String((row as Record<string, unknown>)[column.key] ?? ''));
  return {
    ...column,
    cell: (row) => (
      <>
        <span data-slot="cell-label">{column.header}</span>
        <span data-slot="cell-value">{content(row)}</span>
      </>
    ),
  };
}

/**
 * The admin list: the design system's table, which becomes stacked cards on a phone with every cell
 * labelled. The labels are hidden (display: none) while the table has its header row, so a screen
 * reader hears each header once either way.
 */
export function AdminTable<Row>({ columns, ...props }: TableProps<Row>) {
  return (
    <Frame data-slot="admin-table">
      <Table {...props} columns={columns.map(labelled)} />
    </Frame>
  );
}

/** Free text kept to two lines in the table, shown whole on a phone's card. */
export function ClampedText({ children }: { children: ReactNode }) {
  return <span data-slot="clamp">{children}</span>;
}
