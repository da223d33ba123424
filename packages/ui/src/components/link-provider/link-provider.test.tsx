import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BaseLink, LinkProvider, type LinkComponentProps } from './link-provider';

describe('LinkProvider', () => {
  const RouterLink = ({ children, ...props }: LinkComponentProps) => (
    <a data-router="yes" {...props}>
      {children}
    </a>
  );

  it('uses a plain anchor without a provider', () => {
    render(<BaseLink href="/courses">Courses</BaseLink>);
    expect(screen.getByRole('link', { name: 'Courses' })).not.toHaveAttribute('data-router');
  });

  it('hands in-app paths to the app link, keeps anchors, external, mail and download links plain', () => {
    render(
      <LinkProvider component={RouterLink}>
        <BaseLink href="/courses">Courses</BaseLink>
        <BaseLink href="#wizard">Wizard</BaseLink>
        <BaseLink href="https://t.me/group">Join</BaseLink>
        <BaseLink href="mailto:help@example.com">Mail</BaseLink>
        <BaseLink href="/api/me/certificates/1/pdf" download>
          PDF
        </BaseLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('data-router', 'yes');
    for (const name of ['Wizard', 'Join', 'Mail', 'PDF']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('data-router');
    }
  });
});
