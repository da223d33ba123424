export { DiscountCards } from './components/discount-cards';
export { PricingPlans } from './components/pricing-plans';
export { RegionalPrices } from './components/regional-prices';
export { planDetails, type PlanDetails } from './plan-details';
export { chooseView, planMonthly, toggleBillingView, toggleProjectView } from './pricing-view';
