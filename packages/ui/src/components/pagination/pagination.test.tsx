import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('disables Previous on the first page and asks for the next one', async () => {
    const onPageChange = vi.fn();
    const { container } = renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await expectNoAxeViolations(container);
  });
});
