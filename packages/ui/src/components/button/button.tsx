import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BaseLink, type LinkComponentProps } from '../link-provider';
import { Spinner } from '../spinner';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button.styles';

const StyledButton = styled.button(buttonStyles);
const StyledButtonLink = styled(BaseLink)(buttonStyles);

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative icons; give the button a text label or an `aria-label`. */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  // Literal defaults so that autodocs shows them.
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  iconStart,
  iconEnd,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? 'true' : undefined}
      data-state={loading ? 'loading' : undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : iconStart}
      {children}
      {iconEnd}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends LinkComponentProps, ButtonLookProps {}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth,
  iconStart,
  iconEnd,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <StyledButtonLink
      data-slot="button-link"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? 'true' : undefined}
      {...props}
    >
      {iconStart}
      {children}
      {iconEnd}
    </StyledButtonLink>
  );
}
