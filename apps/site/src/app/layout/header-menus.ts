import { onDemand } from '@/lib/on-demand';

/**
 * The header's menus that a first visit does not open: loaded when the visitor reaches for them, so
 * the shell every page loads does not carry them. The mobile menu (its panel, focus trap and account
 * links) loads on hovering, touching or focusing its button; the account menu of a signed-in member
 * as soon as a member is known (boot.tsx starts it for a stored one, before hydration).
 */
export const mobileMenu = onDemand(() => import('./mobile-menu').then((module) => module.MobileMenu));
export const accountMenu = onDemand(() => import('./account-menu').then((module) => module.AccountMenu));
