export { NewsletterLinkPage, type NewsletterLinkAction } from './components/newsletter-link-page';
export { NewsletterSignup, type NewsletterSignupProps } from './components/newsletter-signup';
