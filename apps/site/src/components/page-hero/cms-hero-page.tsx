import type { PageSlug } from '@manara/contracts';
import type { ReactNode } from 'react';
import { CmsPage } from '../../lib/queries/page-state';
import { heroProps, PageHero } from './page-hero';

interface CmsHeroPageProps {
  slug: PageSlug;
  /** The h1's id, which names the section. */
  headingId: string;
  /** The page's main tool or list, under its heading. */
  children: ReactNode;
}

/** A page that is all hero: its CMS heading, then its one tool or list in the same section. */
export function CmsHeroPage({ slug, headingId, children }: CmsHeroPageProps) {
  return (
    <CmsPage slug={slug}>
      {({ hero }) => (
        <PageHero headingId={headingId} {...heroProps(hero)}>
          {children}
        </PageHero>
      )}
    </CmsPage>
  );
}
