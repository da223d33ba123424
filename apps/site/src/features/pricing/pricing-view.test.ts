import { PRICING_VIEWS } from '@manara/contracts';
import { describe, expect, it } from 'vitest';
import { viewAmount, viewPriceLabel } from '@/components/pricing-table';
import { chooseView, planMonthly, toggleBillingView, toggleProjectView } from './pricing-view';

describe('pricing views', () => {
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

  it('a segment of the control leads where the toggle or the project button would', () => {
    for (const current of PRICING_VIEWS) {
      // Annual is the toggle pressed from monthly or project; Project is the project button.
      if (current !== 'annual') expect(chooseView(current, 'annual')).toBe(toggleBillingView(current));
      if (current !== 'project') expect(chooseView(current, 'project')).toBe(toggleProjectView(current));
    }
    // Monthly is the toggle pressed from annual, or the project button pressed from project.
    expect(chooseView('annual', 'monthly')).toBe(toggleBillingView('annual'));
    expect(chooseView('project', 'monthly')).toBe(toggleProjectView('project'));
  });

  it('choosing the selected Annual or Project again switches back to monthly', () => {
    expect(chooseView('annual', 'annual')).toBe('monthly');
    expect(chooseView('project', 'project')).toBe('monthly');
    expect(chooseView('monthly', 'monthly')).toBe('monthly');
  });

  it('prices each plan in the country and view', () => {
    expect(viewAmount(planMonthly('US', 'Pro'), 'monthly')).toBe(79);
    expect(viewAmount(planMonthly('US', 'Pro'), 'annual')).toBe(806);
    expect(viewAmount(planMonthly('EG', 'Team'), 'project')).toBe(7999);
    expect(viewPriceLabel(planMonthly('UK', 'Starter'), 'monthly', 'GBP')).toBe('£35');
    expect(viewPriceLabel(planMonthly('SA', 'Enterprise'), 'annual', 'SAR')).toBe('Custom');
  });
});
