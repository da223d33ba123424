import { recommendationLine, recommendedPlan, wizardBudgetLabel, type QuoteRecommendation } from './constants/budgets';
import { countryByCode } from './constants/countries';
import type { QuoteResult } from './form-posts';

/** One line of a quote as its result page and its e-mail show it. */
export interface QuoteFact {
  label: string;
  value: string;
  /** Written by the visitor rather than chosen from a list: the e-mail copy leaves these out. */
  typed: boolean;
}

/**
 * The scoping wizard's quote in words: every answer (the budget in the currency it was chosen in)
 * and the plan that fits the budget. The result on the page, the e-mail copy and the team's record
 * all read it from here.
 */
export function quoteFacts({ answers, country }: Pick<QuoteResult, 'answers' | 'country'>): {
  facts: QuoteFact[];
  recommendation: QuoteRecommendation;
} {
  const currency = countryByCode(country).currency;
  const facts: QuoteFact[] = [
    { label: 'Data type', value: answers.dataType, typed: false },
    { label: 'Sample size', value: answers.sampleSize, typed: true },
    { label: 'Key variables', value: answers.variables, typed: true },
    { label: 'Research question', value: answers.objectives, typed: true },
    { label: 'Deliverables', value: answers.deliverables.join(', '), typed: false },
    { label: 'Timeline', value: answers.timeline, typed: false },
    { label: 'Budget', value: wizardBudgetLabel(answers.budget, currency), typed: false },
  ];
  const recommendation = recommendedPlan(answers.budget, country);
  return {
    facts: [...facts, { label: 'Recommended plan', value: recommendationLine(recommendation), typed: false }],
    recommendation,
  };
}
