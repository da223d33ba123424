import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '../button';
import type { LinkComponentProps } from '../link-provider';
import { UiProvider } from './ui-provider';

function LinkColor() {
  return <span>{useTheme().colors.link}</span>;
}

describe('UiProvider', () => {
  it('provides the theme and the router link together', () => {
    const RouterLink = ({ children, ...props }: LinkComponentProps) => (
      <a data-router="yes" {...props}>
        {children}
      </a>
    );
    render(
      <UiProvider linkComponent={RouterLink}>
        <LinkColor />
        <ButtonLink href="/auth">Sign In</ButtonLink>
      </UiProvider>,
    );
    expect(screen.getByText('var(--color-link)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('data-router', 'yes');
  });
});
