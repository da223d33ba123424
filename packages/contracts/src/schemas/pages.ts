import { z } from 'zod';
import { imageSchema } from './media';

/**
 * GET /api/pages/{slug}: the copy of one public page, edited in /cms as a global per page
 * (docs/decisions/017-page-content.md). Only the published version; optional fields are left out
 * when empty. The fixed labels (navigation, buttons, messages) stay in the site's code.
 */

/** The pages whose copy lives in the CMS; each is the global `<slug>-page` there. */
export const PAGE_SLUGS = ['home', 'about', 'contact', 'workgroups'] as const;
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

/** Each page's shape, by slug: the server parses a global with it, the site reads it typed. */
export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  contact: contactPageSchema,
  workgroups: workgroupsPageSchema,
} as const satisfies Record<PageSlug, z.ZodType>;

export interface PageContent {
  home: HomePage;
  about: AboutPage;
  contact: ContactPage;
  workgroups: WorkgroupsPage;
}
