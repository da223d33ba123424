export { PortfolioCard, type PortfolioCardProps } from './portfolio-card';
