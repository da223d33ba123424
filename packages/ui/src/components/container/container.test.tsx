import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { Container } from './container';

describe('Container', () => {
  it('centres content at the chosen width', () => {
    renderWithTheme(<Container size="md">Body</Container>);
    const el = screen.getByText('Body');
    expect(el).toHaveAttribute('data-slot', 'container');
    expect(getComputedStyle(el).maxWidth).toBe('48rem');
  });
});
