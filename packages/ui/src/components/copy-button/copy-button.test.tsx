import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    const { container } = renderWithTheme(<CopyButton text="## Outline" label="Copy outline" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy outline' }));
    expect(await navigator.clipboard.readText()).toBe('## Outline');
    expect(onCopied).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-state', 'copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    await expectNoAxeViolations(container);
  });
});
