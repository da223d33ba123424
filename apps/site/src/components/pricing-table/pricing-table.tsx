import { ANNUAL_DISCOUNT, type CurrencyCode, type PricingView } from '@manara/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  CheckIcon,
  VisuallyHidden,
} from '@manara/ui';
import { useId, type ComponentPropsWithRef } from 'react';
import { viewAmount, viewPriceLabel, VIEW_SUFFIX, type PricingTier } from './pricing';
import { Features, Note, Price, TierList, TitleRow } from './pricing-table.styles';

export interface PricingTableProps extends ComponentPropsWithRef<'div'> {
  /** The currency of the visitor's country; every price is formatted in it. */
  currency: CurrencyCode;
  /** Tiers in display order, with monthly prices (from contracts' MONTHLY_PRICES for the currency). */
  tiers: readonly PricingTier[];
  /** Monthly, annual or project: the page's control chooses it. */
  view: PricingView;
  /** The highlighted plan (contracts' RECOMMENDED_PLAN). */
  recommended?: string;
  /**
   * While the visitor's country is not known: every price keeps its box as a placeholder (nothing
   * moves when it arrives) and is read as "Price loading" instead of another country's amount.
   */
  pending?: boolean;
  /** A tier whose action is a link (Contact sales opens a mail) gets its href here… */
  tierHref?: (tier: PricingTier) => string | undefined;
  /** …every other tier a button calling this. */
  onSelectTier?: (tier: PricingTier, view: PricingView) => void;
  actionLabel?: (tier: PricingTier) => string;
}

const defaultActionLabel = (tier: PricingTier) => (tier.monthly === null ? 'Contact sales' : `Choose ${tier.plan}`);

/** Regional pricing tiers in the visitor's currency, in the monthly, annual or project view. */
export function PricingTable({
  currency,
  tiers,
  view,
  recommended,
  pending = false,
  tierHref,
  onSelectTier,
  actionLabel = defaultActionLabel,
  ...props
}: PricingTableProps) {
  const baseId = useId();
  return (
    <div
      data-slot="pricing-table"
      data-view={view}
      data-currency={currency}
      aria-busy={pending || undefined}
      {...props}
    >
      <TierList>
        {tiers.map((tier) => {
          const isRecommended = tier.plan === recommended;
          const custom = viewAmount(tier.monthly, view) === null;
          const titleId = `${baseId}-${tier.plan}`;
          const href = tierHref?.(tier);
          const variant = isRecommended ? 'primary' : 'outline';
          return (
            <li key={tier.plan} data-plan={tier.plan} data-recommended={isRecommended || undefined}>
              <Card as="article" aria-labelledby={titleId} variant={isRecommended ? 'accent' : 'outline'}>
                <CardHeader>
                  <TitleRow>
                    <CardTitle id={titleId}>{tier.plan}</CardTitle>
                    {isRecommended ? <Badge tone="accent">Recommended</Badge> : null}
                  </TitleRow>
                  {tier.description ? <CardDescription>{tier.description}</CardDescription> : null}
                </CardHeader>
                <Price data-slot="price" data-pending={(pending && !custom) || undefined}>
                  {pending && !custom ? <VisuallyHidden>Price loading</VisuallyHidden> : null}
                  <span data-slot="amount" aria-hidden={(pending && !custom) || undefined}>
                    {viewPriceLabel(tier.monthly, view, currency)}
                  </span>
                  <span data-slot="suffix" aria-hidden={(pending && !custom) || undefined}>
                    {custom ? 'Priced for your organisation' : VIEW_SUFFIX[view]}
                  </span>
                </Price>
                <Note>
                  {view === 'annual' && !custom ? `12 months less ${Math.round(ANNUAL_DISCOUNT * 100)}%` : null}
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
                ) : (
                  // Keeps the card's rows in step with its neighbours'.
                  <span />
                )}
                <CardFooter>
                  {href ? (
                    <ButtonLink href={href} fullWidth variant={variant}>
                      {actionLabel(tier)}
                    </ButtonLink>
                  ) : onSelectTier ? (
                    // Only scripts can carry the choice out: without them index.html hides the button.
                    <Button fullWidth variant={variant} onClick={() => onSelectTier(tier, view)} data-needs-script="">
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
