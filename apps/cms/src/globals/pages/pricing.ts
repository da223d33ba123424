import { DISCOUNT_KINDS, PLANS } from '@manara/contracts';
import { choice, line, lineList, paragraph, sectionGroup } from './fields';
import { keyedList } from './keyed-list';
import { pageGlobal } from './page-global';

const plan = choice(
  'plan',
  [...PLANS],
  'The plan these words describe; its name, prices and allowance are fixed by the product.',
);

const discount = choice(
  'discount',
  [
    { label: 'Student discount', value: DISCOUNT_KINDS[0] },
    { label: 'Annual billing', value: DISCOUNT_KINDS[1] },
    { label: 'Regional pricing', value: DISCOUNT_KINDS[2] },
  ],
  'Which rate the card shows (the rate itself is fixed by the product).',
);

export const PricingPage = pageGlobal({
  slug: 'pricing',
  label: 'Pricing page',
  description:
    "The copy of /pricing: the introduction, each plan's tagline and features, and the discount cards. Plan names, prices and discount rates are fixed by the product.",
  fields: [
    keyedList(
      'plans',
      'Plans',
      'plan',
      [
        plan,
        paragraph('tagline', 'Tagline'),
        lineList('features', "One per line, after the plan's active-project allowance."),
      ],
      'One entry per plan; a plan without one shows its name and price only.',
    ),
    sectionGroup(
      'discounts',
      'Discounts',
      'The discount cards under the pricing table.',
      keyedList('cards', 'Cards', 'discount', [
        discount,
        line('title', 'Title'),
        paragraph('description', 'Description'),
      ]),
    ),
  ],
});
