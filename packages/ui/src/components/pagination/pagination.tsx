import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { spreadRow } from '../../utils/wrapping-row';
import { Button } from '../button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icon';

const Root = styled.nav(({ theme }) => ({
  ...spreadRow(theme, 'center', 3),
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** e.g. "Showing 11–20 of 42 courses". */
  summary?: string;
}

/** Previous / next paging with the position spoken as text ("Page 2 of 5"). */
export function Pagination({ page, pageCount, onPageChange, summary, ...props }: PaginationProps) {
  const count = Math.max(1, pageCount);
  return (
    <Root aria-label="Pagination" data-slot="pagination" {...props}>
      <span aria-live="polite">{summary ?? `Page ${page} of ${count}`}</span>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          iconStart={<ChevronLeftIcon />}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= count}
          iconEnd={<ChevronRightIcon />}
        >
          Next
        </Button>
      </div>
    </Root>
  );
}
