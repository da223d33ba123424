import type { PricingPage } from '@manara/contracts';

/**
 * The pricing page's copy as the site first showed it. Plan names, prices, the active-project line
 * and the discount rates are the product's own and stay in code.
 */
export const pricingPage: PricingPage = {
  hero: {
    eyebrow: 'Pricing',
    headline: 'Simple plans, priced for your region',
    lead: 'Choose monthly, annual or per-project billing. Prices follow the country you choose above the plans.',
  },
  plans: [
    {
      plan: 'Starter',
      tagline: 'For individual researchers and students starting a first study.',
      features: ['Statistical analysis plan review', 'E-mail support within 2 business days', 'Course library discounts'],
    },
    {
      plan: 'Pro',
      tagline: 'For clinicians running several studies at once.',
      features: [
        'Dedicated biostatistician',
        'Manuscript and reviewer-response help',
        'Priority support within 1 business day',
      ],
    },
    {
      plan: 'Team',
      tagline: 'For departments and research groups.',
      features: ['Shared workspace for the whole group', 'Workgroup cohort seats', 'Quarterly research planning call'],
    },
    {
      plan: 'Enterprise',
      tagline: 'For hospitals, universities and research networks.',
      features: ['Custom service agreement', 'Data-protection review and on-site training', 'Named account manager'],
    },
  ],
  discounts: {
    eyebrow: 'Discounts',
    heading: 'Ways to save',
    description: 'Discounts apply at checkout; our team confirms them on your invoice.',
    cards: [
      {
        discount: 'student',
        title: 'Student discount',
        description: 'Enrolled students save on every monthly plan. Send proof of enrolment with your first invoice.',
      },
      {
        discount: 'annual',
        title: 'Annual billing',
        description: 'Pay for twelve months up front and save on any plan compared with paying monthly.',
      },
      {
        discount: 'regional',
        title: 'Regional pricing',
        description:
          'Prices are set for Saudi Arabia, the UAE, Egypt, the United States and the United Kingdom, in local currency.',
      },
    ],
  },
  meta: {
    description:
      'Regional pricing for Manara Research plans in SAR, AED, EGP, USD and GBP, with monthly, annual and project views and student discounts.',
  },
};
