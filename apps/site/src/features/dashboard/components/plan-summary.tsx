import styled from '@emotion/styled';
import { currencyFor, formatPrice, monthlyPrice, PRICED_PLANS, type User } from '@manara/contracts';
import { ButtonLink, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@manara/ui';
import { paths } from '@/config/paths';

/** The third pricing tier (Team), which the plan summary suggests. */
export const UPGRADE_PLAN = PRICED_PLANS[2] ?? 'Team';

const Price = styled.p(({ theme }) => ({
  margin: `${theme.space[2]} 0 0`,
  fontSize: theme.fontSizes['2xl'],
  fontWeight: theme.fontWeights.bold,
  color: theme.colors.text,
  '& span': { fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.textMuted },
}));

/** Plan summary: the current plan and the Team tier of the user's country with its price. */
export function PlanSummary({ user }: { user: User }) {
  const price = formatPrice(monthlyPrice(user.country, UPGRADE_PLAN), currencyFor(user.country));
  return (
    <Card variant="accent" data-testid="plan-summary">
      <CardHeader>
        <CardTitle level={3}>You are on the {user.plan} plan</CardTitle>
        <CardDescription>
          Upgrade to {UPGRADE_PLAN} for unlimited active projects and shared workspaces for your research team.
        </CardDescription>
        <Price>
          {price} <span>per month</span>
        </Price>
      </CardHeader>
      <CardFooter>
        {/* No payment yet: the plans page is where a plan is chosen (and recorded as a lead). */}
        <ButtonLink href={paths.pricing}>Upgrade plan</ButtonLink>
      </CardFooter>
    </Card>
  );
}
