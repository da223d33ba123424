import '../zod-config'; // CSP-safe zod before this module builds a schema (zod-config.ts)
import { z } from 'zod';
import { A_LA_CARTE_SERVICES } from '../constants/a-la-carte';
import { PLANS } from '../constants/plans';
import { imageSchema } from './media';

/**
 * GET /api/pages/{slug}: the copy of one public page, edited in /cms as a global per page
 * (docs/decisions/017-page-content.md). Only the published version; optional fields are left out
 * when empty. The fixed labels (navigation, buttons, messages) stay in the site's code.
 */

/** The pages whose copy lives in the CMS; each is the global `<slug>-page` there. */
export const PAGE_SLUGS = [
  'home',
  'about',
  'contact',
  'workgroups',
  'data-analysis',
  'research-services',
  'pricing',
  'courses',
  'portfolio',
  'reviews',
  'journal-selection',
  'research-writer',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** The most items a page's list (values, leaders, questions, weeks) holds. */
export const PAGE_ITEMS_MAX = 20;

export const isPageSlug = (value: string): value is PageSlug => (PAGE_SLUGS as readonly string[]).includes(value);

/** A page's search and sharing fields; empty ones fall back to the page's built-in title and description. */
export const pageMetaSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: imageSchema.optional(),
});
export type PageSeo = z.infer<typeof pageMetaSchema>;

/** The first section of a page: its h1 and the sentence under it, and an optional picture. */
export const pageHeroSchema = z.object({
  eyebrow: z.string().optional(),
  headline: z.string(),
  lead: z.string(),
  image: imageSchema.optional(),
});
export type HeroContent = z.infer<typeof pageHeroSchema>;

/** A section's heading: the small label above it, the heading and the sentence below. */
export const pageSectionSchema = z.object({
  eyebrow: z.string().optional(),
  heading: z.string(),
  description: z.string().optional(),
});
export type PageSection = z.infer<typeof pageSectionSchema>;

/** A titled paragraph (a value, a milestone). */
export const pageItemSchema = z.object({ title: z.string(), text: z.string() });
export type PageItem = z.infer<typeof pageItemSchema>;

const page = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ hero: pageHeroSchema, meta: pageMetaSchema.optional(), ...shape });

export const homePageSchema = page({
  services: pageSectionSchema,
  portfolio: pageSectionSchema,
  reviews: pageSectionSchema,
  numbers: pageSectionSchema,
  team: pageSectionSchema.extend({ body: z.string() }),
  cta: pageSectionSchema,
});
export type HomePage = z.infer<typeof homePageSchema>;

export const leaderSchema = z.object({
  name: z.string(),
  role: z.string(),
  base: z.string().optional(),
  bio: z.string(),
  photo: imageSchema.optional(),
});
export type Leader = z.infer<typeof leaderSchema>;

export const aboutPageSchema = page({
  mission: z.string(),
  vision: z.string(),
  values: pageSectionSchema.extend({ items: z.array(pageItemSchema) }),
  leadership: pageSectionSchema.extend({ leaders: z.array(leaderSchema) }),
  next: pageSectionSchema,
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const contactPageSchema = page({
  emailNote: z.string(),
  faq: pageSectionSchema.extend({ items: z.array(faqItemSchema) }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const cohortWeekSchema = z.object({
  title: z.string(),
  summary: z.string(),
  activities: z.array(z.string()),
  outcome: z.string(),
});
export type CohortWeek = z.infer<typeof cohortWeekSchema>;

export const workgroupsPageSchema = page({
  schedule: pageSectionSchema.extend({ weeks: z.array(cohortWeekSchema) }),
  milestones: pageSectionSchema.extend({ items: z.array(pageItemSchema) }),
  join: pageSectionSchema,
});
export type WorkgroupsPage = z.infer<typeof workgroupsPageSchema>;

export const dataAnalysisPageSchema = page({
  /** The analysis pathways, numbered in order. */
  pathways: pageSectionSchema.extend({ items: z.array(pageItemSchema) }),
  /** The heading above the scoping wizard (its steps and questions live in code). */
  wizard: pageSectionSchema,
  /** The heading above the regional prices (the prices live in code). */
  regionalPricing: pageSectionSchema,
  faq: pageSectionSchema.extend({ items: z.array(faqItemSchema) }),
});
export type DataAnalysisPage = z.infer<typeof dataAnalysisPageSchema>;

/** The sample tracker's statuses (Completed, In progress, Planned, Queued); each has its badge tone. */
export const TRACKER_STATUSES = ['Completed', 'In progress', 'Planned', 'Queued'] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

/**
 * An a-la-carte card: `service` is the stable key a scope request names (the server accepts only
 * those), the title and description are the editor's words for it.
 */
export const aLaCarteItemSchema = z.object({
  service: z.enum(A_LA_CARTE_SERVICES),
  title: z.string(),
  description: z.string(),
});
export type ALaCarteItem = z.infer<typeof aLaCarteItemSchema>;

export const trackerItemSchema = z.object({ title: z.string(), status: z.enum(TRACKER_STATUSES) });
export type TrackerItem = z.infer<typeof trackerItemSchema>;

export const researchServicesPageSchema = page({
  /** The heading above the two tabs. */
  options: pageSectionSchema,
  /** The workgroups tab: its introduction and the research phases, in order. */
  workgroups: pageSectionSchema.extend({ phases: z.array(pageItemSchema) }),
  /** The panel under the phases, beside the messaging group's button. */
  community: pageSectionSchema,
  aLaCarte: pageSectionSchema.extend({ items: z.array(aLaCarteItemSchema) }),
  tracker: pageSectionSchema.extend({ items: z.array(trackerItemSchema) }),
});
export type ResearchServicesPage = z.infer<typeof researchServicesPageSchema>;

/** A plan's words, keyed by the plan (its name, prices and allowance live in code). */
export const planCopySchema = z.object({
  plan: z.enum(PLANS),
  tagline: z.string(),
  features: z.array(z.string()),
});
export type PlanCopy = z.infer<typeof planCopySchema>;

/** The pricing page's discount cards; each card's amount comes from the discount rates in code. */
export const DISCOUNT_KINDS = ['student', 'annual', 'regional'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const discountCardSchema = z.object({
  discount: z.enum(DISCOUNT_KINDS),
  title: z.string(),
  description: z.string(),
});
export type DiscountCardCopy = z.infer<typeof discountCardSchema>;

export const pricingPageSchema = page({
  plans: z.array(planCopySchema),
  discounts: pageSectionSchema.extend({ cards: z.array(discountCardSchema) }),
});
export type PricingPage = z.infer<typeof pricingPageSchema>;

/**
 * A page whose copy is its hero and search fields only: the rest is a list from a collection
 * (courses, projects, reviews) or a tool whose labels live in code (the two AI tools).
 */
export const heroPageSchema = page({});
export type HeroPage = z.infer<typeof heroPageSchema>;

/** Each page's shape, by slug: the server parses a global with it, the site reads it typed. */
export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  contact: contactPageSchema,
  workgroups: workgroupsPageSchema,
  'data-analysis': dataAnalysisPageSchema,
  'research-services': researchServicesPageSchema,
  pricing: pricingPageSchema,
  courses: heroPageSchema,
  portfolio: heroPageSchema,
  reviews: heroPageSchema,
  'journal-selection': heroPageSchema,
  'research-writer': heroPageSchema,
} as const satisfies Record<PageSlug, z.ZodType>;

export interface PageContent {
  home: HomePage;
  about: AboutPage;
  contact: ContactPage;
  workgroups: WorkgroupsPage;
  'data-analysis': DataAnalysisPage;
  'research-services': ResearchServicesPage;
  pricing: PricingPage;
  courses: HeroPage;
  portfolio: HeroPage;
  reviews: HeroPage;
  'journal-selection': HeroPage;
  'research-writer': HeroPage;
}
