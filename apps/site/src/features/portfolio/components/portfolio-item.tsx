import type { Project } from '@manara/contracts';
import { PortfolioCard } from '@/components/portfolio-card';

export interface PortfolioItemProps {
  project: Project;
  /** Keep the page's heading outline: 2 under the page title, 3 under a section heading. */
  titleLevel?: 2 | 3 | 4;
}

/** One case study: title, domain, year, summary and tags. Home reuses it for its six items. */
export function PortfolioItem({ project, titleLevel = 3 }: PortfolioItemProps) {
  return <PortfolioCard project={project} titleLevel={titleLevel} style={{ height: '100%' }} />;
}
