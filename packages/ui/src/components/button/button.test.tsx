import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../link-provider';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a type="button" with its variant and size as data attributes', async () => {
    const { container } = renderWithTheme(
      <Button variant="outline" size="lg">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'lg');
    await expectNoAxeViolations(container);
  });

  it('forwards its ref and native props', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    renderWithTheme(
      <Button ref={ref} onClick={onClick} name="go">
        Go
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Generate quote
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Generate quote' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('renders a plain anchor by default', () => {
    renderWithTheme(<ButtonLink href="/pricing">Get Started</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
  });

  it('goes through the LinkProvider for in-app paths, never for external ones', () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router="yes" href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    renderWithTheme(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/pricing">Pricing</ButtonLink>
        <ButtonLink href="mailto:support@example.com">Mail us</ButtonLink>
        <ButtonLink href="https://example.com">Elsewhere</ButtonLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Mail us' })).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.com');
  });
});
