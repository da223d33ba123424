export { getPortfolio, portfolioQuery, portfolioQueryKey, usePortfolio } from '../../lib/queries/get-portfolio';
export { PortfolioItem, type PortfolioItemProps } from './components/portfolio-item';
export { PortfolioBrowser } from './components/portfolio-browser';
