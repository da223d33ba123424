export { portfolioList, portfolioQueryKey, type PortfolioFilter } from '@/lib/queries/get-portfolio';
export { PortfolioItem, type PortfolioItemProps } from './components/portfolio-item';
export { PortfolioBrowser, primePortfolio } from './components/portfolio-browser';
