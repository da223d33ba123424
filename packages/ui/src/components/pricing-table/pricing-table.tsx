import { ANNUAL_DISCOUNT, PRICING_VIEWS, type CurrencyCode, type PricingView } from '@manara/contracts';
import { useId, type ComponentPropsWithRef } from 'react';
import { Badge } from '../badge';
import { Button, ButtonLink } from '../button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../card';
import { CheckIcon } from '../icon';
import { SegmentedControl } from '../segmented-control';
import { useControllableState } from '../../utils/use-controllable-state';
import { tierAmount, tierPriceLabel, VIEW_LABELS, VIEW_SUFFIX, type PricingTier } from './pricing';
import { Features, Note, Price, TierList, Toolbar } from './pricing-table.styles';

export interface PricingTableProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue'> {
  /** The currency of the visitor's country; every price is formatted in it. */
  currency: CurrencyCode;
  /** Tiers in display order, with monthly prices (from contracts' MONTHLY_PRICES for the currency). */
  tiers: readonly PricingTier[];
  view?: PricingView;
  defaultView?: PricingView;
  onViewChange?: (view: PricingView) => void;
  /** The highlighted plan (contracts' RECOMMENDED_PLAN). */
  recommended?: string;
  /** Hide the built-in Monthly / Annual / Project switch when the page has its own. */
  showViewSwitch?: boolean;
  /** Each tier gets a button calling this… */
  onSelectTier?: (tier: PricingTier, view: PricingView) => void;
  /** …or a link to this href. */
  tierHref?: (tier: PricingTier) => string;
  actionLabel?: (tier: PricingTier) => string;
}

const defaultActionLabel = (tier: PricingTier) => (tier.monthly === null ? 'Contact sales' : `Choose ${tier.plan}`);

/** Regional pricing tiers in the visitor's currency, with monthly, annual and project views. */
export function PricingTable({
  currency,
  tiers,
  view: viewProp,
  defaultView = 'monthly',
  onViewChange,
  recommended,
  showViewSwitch = true,
  onSelectTier,
  tierHref,
  actionLabel = defaultActionLabel,
  ...props
}: PricingTableProps) {
  const [view, setView] = useControllableState({ value: viewProp, defaultValue: defaultView, onChange: onViewChange });
  const baseId = useId();
  return (
    <div data-slot="pricing-table" data-view={view} data-currency={currency} {...props}>
      {showViewSwitch ? (
        <Toolbar>
          <SegmentedControl
            label="Billing period"
            options={PRICING_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
            value={view}
            defaultValue={defaultView}
            onValueChange={setView}
          />
        </Toolbar>
      ) : null}
      <TierList>
        {tiers.map((tier) => {
          const isRecommended = tier.plan === recommended;
          const custom = tierAmount(tier, view) === null;
          const titleId = `${baseId}-${tier.plan}`;
          return (
            <li key={tier.plan} data-plan={tier.plan} data-recommended={isRecommended || undefined}>
              <Card as="article" aria-labelledby={titleId} variant={isRecommended ? 'accent' : 'outline'}>
                <CardHeader>
                  <div
                    style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', alignItems: 'center' }}
                  >
                    <CardTitle id={titleId}>{tier.plan}</CardTitle>
                    {isRecommended ? <Badge tone="accent">Recommended</Badge> : null}
                  </div>
                  {tier.description ? <CardDescription>{tier.description}</CardDescription> : null}
                </CardHeader>
                <Price data-slot="price">
                  <span data-slot="amount">{tierPriceLabel(tier, view, currency)}</span>
                  {custom ? null : <span data-slot="suffix">{VIEW_SUFFIX[view]}</span>}
                </Price>
                <Note>
                  {view === 'annual' && !custom ? `12 months less ${Math.round(ANNUAL_DISCOUNT * 100)}%` : null}
                  {custom ? 'Priced for your organisation' : null}
                </Note>
                {tier.features?.length ? (
                  <Features aria-label={`${tier.plan} includes`}>
                    {tier.features.map((feature) => (
                      <li key={feature}>
                        <CheckIcon />
                        {feature}
                      </li>
                    ))}
                  </Features>
                ) : null}
                <CardFooter>
                  {tierHref ? (
                    <ButtonLink href={tierHref(tier)} fullWidth variant={isRecommended ? 'primary' : 'outline'}>
                      {actionLabel(tier)}
                    </ButtonLink>
                  ) : onSelectTier ? (
                    <Button
                      fullWidth
                      variant={isRecommended ? 'primary' : 'outline'}
                      onClick={() => onSelectTier(tier, view)}
                    >
                      {actionLabel(tier)}
                    </Button>
                  ) : null}
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </TierList>
    </div>
  );
}
