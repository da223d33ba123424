export { NewsletterSignup, type NewsletterSignupProps } from './components/newsletter-signup';
