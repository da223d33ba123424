import { Reveal as DesignSystemReveal, type RevealProps } from '@manara/ui';

/**
 * The design system's Reveal for server-rendered pages. It starts visible on the server (no
 * IntersectionObserver there, and readers without JavaScript must see the content) but hidden in
 * the browser, so hydration would report a mismatched `data-state`. The server's answer is kept:
 * React leaves the attribute as rendered, so the first page's content shows at once (it is in the
 * HTML already), and pages opened later fade in as before. Retire this once Reveal itself starts
 * visible until hydrated.
 */
export function Reveal(props: RevealProps) {
  return <DesignSystemReveal suppressHydrationWarning {...props} />;
}
