export { DiscountCards } from './components/discount-cards';
export { PricingPlans } from './components/pricing-plans';
export { RegionalPrices } from './components/regional-prices';
export { PLAN_DETAILS, type PlanDetails } from './plan-details';
export { planAmount, planPriceLabel, toggleBillingView, toggleProjectView, VIEW_PERIOD } from './pricing-view';
