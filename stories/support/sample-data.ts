import { MONTHLY_PRICES, PRICED_PLANS, type CurrencyCode } from '@manara/contracts';
import type { PricingTier } from '@manara/ui';

const FEATURES: Record<string, string[]> = {
  Starter: ['Two active projects', 'Statistical analysis plan', 'Email support'],
  Pro: ['Five active projects', 'Results tables and figures', 'Priority review', 'Monthly consultation call'],
  Team: ['Unlimited projects', 'Shared workspace', 'Dedicated statistician'],
  Enterprise: ['Custom contract', 'Hospital systems integration', 'On-site training'],
};

const DESCRIPTIONS: Record<string, string> = {
  Starter: 'For a first study or a thesis.',
  Pro: 'For active research groups.',
  Team: 'For departments with many studies.',
  Enterprise: 'For hospitals and networks.',
};

/** The four tiers with the spec's monthly prices for a currency (Enterprise is "Custom"). */
export function pricingTiers(currency: CurrencyCode): PricingTier[] {
  return [
    ...PRICED_PLANS.map((plan) => ({
      plan,
      monthly: MONTHLY_PRICES[currency][plan],
      description: DESCRIPTIONS[plan],
      features: FEATURES[plan],
    })),
    { plan: 'Enterprise', monthly: null, description: DESCRIPTIONS.Enterprise, features: FEATURES.Enterprise },
  ];
}

export const sampleCourses = [
  {
    id: 'c1',
    title: 'Biostatistics for clinicians',
    category: 'Statistics',
    level: 'Beginner',
    durationHrs: 8,
    rating: 4.8,
    price: 49,
  },
  {
    id: 'c2',
    title: 'Survival analysis in R',
    category: 'Statistics',
    level: 'Advanced',
    durationHrs: 12,
    rating: 4.6,
    price: 129,
  },
  {
    id: 'c3',
    title: 'Writing a study protocol',
    category: 'Research methods',
    level: 'Intermediate',
    durationHrs: 6,
    rating: 4.9,
    price: 79,
  },
] as const;
