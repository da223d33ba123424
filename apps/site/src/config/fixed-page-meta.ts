import type { PageMeta } from '@/lib/page-meta';

/**
 * The head of each page whose words are not written in /cms. Pages named by their data (a course, a
 * certificate, an admin section) write their head in their route.
 */
export const FIXED_PAGE_META = {
  auth: {
    title: 'Sign in',
    description: 'Sign in to Manara Research or create an account with your email.',
  },
  'forgot-password': {
    title: 'Reset your password',
    description: 'Get a link by e-mail to choose a new Manara Research password.',
  },
  'reset-password': {
    title: 'Choose a new password',
    description: 'Choose a new password for your Manara Research account.',
  },
  dashboard: {
    title: 'Dashboard',
    description: 'Your Manara Research workspace: projects, courses, notifications and plan.',
  },
  order: {
    title: 'Your order',
    description: 'Your order with Manara Research: where it stands, messages with the team, files and timeline.',
  },
  'start-project': {
    title: 'Start a project',
    description: 'Start a project with Manara Research: choose the service, describe what you need, add your files.',
  },
  'newsletter-confirm': {
    title: 'Confirm your newsletter subscription',
    description: 'Confirm your subscription to the Manara Research newsletter.',
  },
  'newsletter-unsubscribe': {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop receiving the Manara Research newsletter.',
  },
  'not-found': {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
} satisfies Record<string, PageMeta>;
