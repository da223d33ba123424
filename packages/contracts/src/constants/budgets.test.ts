import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { quoteToast } from '../messages';
import { quoteFacts } from '../quote';
import { recommendedPlan, WIZARD_BUDGET_BOUNDS, wizardBudgetLabel, wizardBudgetOptions } from './budgets';
import { WIZARD_BUDGETS } from './options';

/** Intl keeps a currency code and its amount together with a no-break space. */
const labels = (currency: Parameters<typeof wizardBudgetOptions>[0]) =>
  wizardBudgetOptions(currency).map((o) => o.label.replace(/\u00a0/g, ' '));

describe('wizard budget bands', () => {
  it('reads in the visitor’s currency while the values stay the ones the server accepts', () => {
    expect(labels('USD')).toEqual(['Under $500', '$500 – $2,000', '$2,000 – $5,000', 'Over $5,000']);
    expect(labels('EGP')).toEqual([
      'Under EGP 20,000',
      'EGP 20,000 – EGP 75,000',
      'EGP 75,000 – EGP 200,000',
      'Over EGP 200,000',
    ]);
    expect(labels('GBP')[1]).toBe('£400 – £1,500');
    for (const { currency } of COUNTRIES) {
      expect(wizardBudgetOptions(currency).map((o) => o.value)).toEqual([...WIZARD_BUDGETS]);
    }
  });

  it('has rising bounds in every currency', () => {
    for (const { currency } of COUNTRIES) {
      const [low, middle, high] = WIZARD_BUDGET_BOUNDS[currency];
      expect(low).toBeLessThan(middle);
      expect(middle).toBeLessThan(high);
    }
  });
});

describe('the plan a quote recommends', () => {
  it('is the tier that fits the budget band, priced in the visitor’s currency', () => {
    expect(recommendedPlan('Under 500', 'US')).toEqual({ plan: 'Starter', monthly: '$39' });
    expect(recommendedPlan('500-2,000', 'SA')).toEqual({ plan: 'Pro', monthly: 'SAR\u00a0299' });
    expect(recommendedPlan('2,000-5,000', 'EG')).toEqual({ plan: 'Team', monthly: 'EGP\u00a07,999' });
    // Over the top band a project is priced per contract: never Pro at SAR 299.
    expect(recommendedPlan('Over 5,000', 'SA')).toEqual({ plan: 'Enterprise', monthly: null });
  });

  it('keeps the product’s toast for the middle band and says the same tier for the others', () => {
    expect(quoteToast(recommendedPlan('500-2,000', 'SA'))).toEqual({
      title: 'Quote ready',
      message:
        'We recommend the Pro plan at SAR\u00a0299 per month. A formal quote follows by e-mail within 1 business day.',
    });
    expect(quoteToast(recommendedPlan('Over 5,000', 'AE')).message).toBe(
      'We recommend the Enterprise plan, priced for your project. A formal quote follows by e-mail within 1 business day.',
    );
  });

  it('shows with every answer, the budget in its currency, and tells typed answers from chosen ones', () => {
    const { facts } = quoteFacts({
      country: 'UK',
      answers: {
        dataType: 'CSV',
        sampleSize: '80 wards',
        variables: 'falls',
        objectives: 'Do staffing levels predict falls?',
        deliverables: ['Slide deck', 'Annotated code'],
        timeline: '2 weeks',
        budget: '2,000-5,000',
      },
    });
    expect(facts.map((f) => [f.label, f.value, f.typed])).toEqual([
      ['Data type', 'CSV', false],
      ['Sample size', '80 wards', true],
      ['Key variables', 'falls', true],
      ['Research question', 'Do staffing levels predict falls?', true],
      ['Deliverables', 'Slide deck, Annotated code', false],
      ['Timeline', '2 weeks', false],
      ['Budget', wizardBudgetLabel('2,000-5,000', 'GBP'), false],
      ['Recommended plan', 'Team plan, £179 per month', false],
    ]);
  });
});
