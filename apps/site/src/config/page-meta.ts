import type { PageSlug } from '@manara/contracts';
import type { PageMeta } from '../lib/page-meta';

/** The routes whose head is written here, by route id (the module's file name in routes/). */
type FixedMetaRoute = PageSlug | 'auth' | 'dashboard' | 'newsletter-confirm' | 'newsletter-unsubscribe' | 'not-found';

/**
 * Each page's own title and description, for its head. A CMS-written page uses them until an editor
 * fills in its search fields in /cms; the other pages always do. Pages named by their data (a course,
 * a certificate, an admin section) write their head in their route.
 */
export const PAGE_META: Record<FixedMetaRoute, PageMeta> = {
  home: {
    title: 'Manara Research',
    description:
      'Data analysis, research services, courses and publication support for healthcare researchers, clinicians and academic teams.',
  },
  about: {
    title: 'About us',
    description:
      'Manara Research helps clinicians and researchers in Saudi Arabia, the Emirates and Egypt run rigorous studies: our mission, vision, values and leadership team.',
  },
  contact: {
    title: 'Contact us',
    description:
      'Contact Manara Research about data analysis, research services or courses. We reply within one business day, Sunday to Thursday.',
  },
  workgroups: {
    title: 'Research workgroups',
    description:
      'Four-week research cohorts for clinicians: ideation sprints, protocol build, data readiness and manuscript momentum, from kickoff to journal submission.',
  },
  'data-analysis': {
    title: 'Data analysis services',
    description:
      'Biostatistics and data analysis for clinical studies: four pathways, a scoping wizard with an instant quote, and regional pricing.',
  },
  'research-services': {
    title: 'Research services',
    description:
      'Cohort workgroups through eight research phases, from idea to publication, and a-la-carte support for protocols, ethics, analysis and manuscripts.',
  },
  pricing: {
    title: 'Pricing',
    description:
      'Regional pricing for Manara Research plans in SAR, AED, EGP, USD and GBP, with monthly, annual and project views and student discounts.',
  },
  courses: {
    title: 'Courses',
    description:
      'Practical online courses in biostatistics, research methods and academic writing for clinicians and researchers.',
  },
  portfolio: {
    title: 'Portfolio',
    description:
      'Case studies from Manara Research: clinical data analysis, research services and AI-assisted publishing projects, filterable by discipline, service and year.',
  },
  reviews: {
    title: 'Client reviews',
    description:
      'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  },
  'journal-selection': {
    title: 'Journal selection',
    description:
      'Find journals for your manuscript by focus, impact factor, processing time, publisher and open access. Runs in your browser; nothing is sent to a server.',
  },
  'research-writer': {
    title: 'Research writer',
    description:
      'Turn your study topic, dataset, methods and outcomes into a structured first draft: outline, abstract, introduction, methods, results and discussion, exportable as Markdown.',
  },
  auth: {
    title: 'Sign in',
    description: 'Sign in to Manara Research or create an account with your email.',
  },
  dashboard: {
    title: 'Dashboard',
    description: 'Your Manara Research workspace: projects, courses, notifications and plan.',
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
};
