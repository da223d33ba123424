export { PricingTable, type PricingTableProps } from './pricing-table';
export { tierAmount, tierPriceLabel, type PricingTier } from './pricing';
