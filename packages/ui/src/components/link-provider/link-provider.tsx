import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { isExternalHref } from '../../utils/is-external-href';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The shape of the app's router link: it receives `href` and must render an `<a>` with the rest. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ ref, ...props }: LinkComponentProps) {
  // The content comes from the caller; this is only the default when no router is provided.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** The app's router link, adapted to take `href` (e.g. `({ href, ...p }) => <RouterLink to={href} {...p} />`). */
  component: LinkComponent;
  children?: ReactNode;
}

/** Lets the app plug in its router without `packages/ui` importing one. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/**
 * An unstyled link: the provider's router link for in-app paths, a plain `<a>` for external URLs,
 * `mailto:`/`tel:`, same-page anchors and downloads (the file is the server's answer), which a
 * client router must not intercept.
 */
export function BaseLink(props: LinkComponentProps) {
  const RouterLink = useLinkComponent();
  if (isExternalHref(props.href) || props.href.startsWith('#') || props.download !== undefined) {
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a {...props} />;
  }
  // createElement: the component comes from context (stable per provider), it is not created here.
  return createElement(RouterLink, props);
}
