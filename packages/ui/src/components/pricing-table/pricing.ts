import {
  annualPrice,
  ENTERPRISE_PRICE_LABEL,
  formatPrice,
  type CurrencyCode,
  type PricingView,
} from '@manara/contracts';

export interface PricingTier {
  /** Plan name: Starter, Pro, Team, Enterprise. */
  plan: string;
  /** Monthly price in the currency's whole units; `null` means priced on request ("Custom"). */
  monthly: number | null;
  /** A one-off project price; without it the project view quotes the monthly price per project. */
  project?: number;
  description?: string;
  features?: readonly string[];
}

/** The amount a tier shows in a view: annual is 12 × monthly less 15 % (contracts' annualPrice). */
export function tierAmount(tier: PricingTier, view: PricingView): number | null {
  if (tier.monthly === null) return null;
  switch (view) {
    case 'monthly':
      return tier.monthly;
    case 'annual':
      return annualPrice(tier.monthly);
    case 'project':
      return tier.project ?? tier.monthly;
  }
}

export function tierPriceLabel(tier: PricingTier, view: PricingView, currency: CurrencyCode): string {
  const amount = tierAmount(tier, view);
  return amount === null ? ENTERPRISE_PRICE_LABEL : formatPrice(amount, currency);
}

export const VIEW_SUFFIX: Record<PricingView, string> = {
  monthly: '/ month',
  annual: '/ year',
  project: '/ project',
};

export const VIEW_LABELS: Record<PricingView, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
  project: 'Project',
};
