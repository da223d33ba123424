import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Button } from '../button';
import { ConfirmDialog } from './dialog';

function DeleteCourse({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this course?"
        description="Survival analysis will be removed for everyone."
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as a labelled alertdialog with focus on Cancel, and Escape returns focus', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<DeleteCourse onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this course?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Survival analysis will be removed for everyone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('traps Tab inside the dialog', async () => {
    renderWithTheme(<DeleteCourse onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.tab();
    expect(screen.getAllByRole('button', { name: 'Delete' })[1]).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getAllByRole('button', { name: 'Delete' })[1]).toHaveFocus();
  });

  it('closes after the confirm action resolves, and stays open when it fails', async () => {
    let fail = true;
    const onConfirm = vi.fn(async () => {
      if (fail) throw new Error('Course delete failed');
    });
    renderWithTheme(<DeleteCourse onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = () => userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    await confirm();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fail = false;
    await confirm();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
