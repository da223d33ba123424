import { heroPageGlobal } from './hero-page';

export const PortfolioPage = heroPageGlobal(
  'portfolio',
  'Portfolio page',
  'The heading of /portfolio. The case studies themselves are in Projects.',
);
