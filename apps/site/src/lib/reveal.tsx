/**
 * The design system's Reveal, which starts visible in the server's HTML and through hydration on
 * its own. Kept so the pages' imports stay as they are; new code can import it from @manara/ui.
 */
export { Reveal, type RevealProps } from '@manara/ui';
