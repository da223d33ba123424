import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon } from './icon';

describe('icons', () => {
  it('are hidden unless labelled', () => {
    const { container } = render(
      <>
        <CheckIcon />
        <CheckIcon label="Done" />
      </>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
  });
});
