export { PricingTable, type PricingTableProps } from './pricing-table';
export { viewAmount, viewPriceLabel, VIEW_SUFFIX, type PricingTier } from './pricing';
export { pendingAmountStyles } from './pricing-table.styles';
