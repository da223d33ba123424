export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './button';
export { buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from './button.styles';
