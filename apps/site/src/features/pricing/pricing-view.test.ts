import { describe, expect, it } from 'vitest';
import { planAmount, planPriceLabel, toggleBillingView, toggleProjectView } from './pricing-view';

describe('pricing views (spec §4, §9)', () => {
  it('the toggle switches monthly and annual', () => {
    expect(toggleBillingView('monthly')).toBe('annual');
    expect(toggleBillingView('annual')).toBe('monthly');
    expect(toggleBillingView('project')).toBe('annual');
  });

  it('the project button toggles project and monthly', () => {
    expect(toggleProjectView('monthly')).toBe('project');
    expect(toggleProjectView('annual')).toBe('project');
    expect(toggleProjectView('project')).toBe('monthly');
  });

  it('prices each plan in the country and view', () => {
    expect(planAmount('US', 'Pro', 'monthly')).toBe(79);
    expect(planAmount('US', 'Pro', 'annual')).toBe(806);
    expect(planAmount('EG', 'Team', 'project')).toBe(7999);
    expect(planPriceLabel('UK', 'GBP', 'Starter', 'monthly')).toBe('£35');
    expect(planPriceLabel('SA', 'SAR', 'Enterprise', 'annual')).toBe('Custom');
  });
});
