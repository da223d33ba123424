import styled from '@emotion/styled';
import { apiRoutes, SUCCESS_TOASTS, type CountryCode, type Plan, type PricingView } from '@manara/contracts';
import { Button, Dialog, Link, TextField } from '@manara/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLeadForm } from '@/components/lead-form';
import { paths } from '@/config/paths';
import { HoneypotField } from '@/lib/leads';
import type { AuthRedirectState } from '@/lib/session';

const FIELDS = ['email'] as const;

const Form = styled.form(({ theme }) => ({ position: 'relative', display: 'grid', gap: theme.space[5] }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space[3],
}));

const Account = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const BILLING: Record<PricingView, string> = {
  monthly: 'billed monthly',
  annual: 'billed once a year',
  project: 'billed per project',
};

export interface PlanChoice {
  plan: Plan;
  cycle: PricingView;
  country: CountryCode;
}

/**
 * A visitor's plan choice: the address the invoice goes to (or signing in instead, back to the
 * pricing table), sent as POST /api/plan-choices. The product's Checkout ready toast follows once the
 * choice is stored, and a confirmation goes to that address.
 */
export default function PlanEmailDialog({ choice, onClose }: { choice: PlanChoice; onClose: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { control, isSubmitting, honeypot, onSubmit, onFocus } = useLeadForm({
    pickSchema: (schemas) => schemas.visitorPlanChoiceSchema,
    defaultValues: { ...choice, email: '' },
    href: apiRoutes.planChoices.href(),
    minimumMs: 0,
    fields: FIELDS,
    success: SUCCESS_TOASTS.checkout,
    onSent: onClose,
  });
  const back: AuthRedirectState = { from: `${location.pathname}${location.search}` };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={`The ${choice.plan} plan, ${BILLING[choice.cycle]}`}
      description="No payment is taken online yet: tell us where to send your invoice, or sign in to use your account's address."
    >
      <Form noValidate aria-label={`Choose the ${choice.plan} plan`} onSubmit={onSubmit} onFocus={onFocus}>
        <HoneypotField inputRef={honeypot.inputRef} />
        <TextField
          control={control}
          name="email"
          type="email"
          label="Email for the invoice"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Account>
          Have an account?{' '}
          <Link
            href={paths.auth}
            onClick={(event) => {
              event.preventDefault();
              void navigate(paths.auth, { state: back });
            }}
          >
            Sign in instead
          </Link>
        </Account>
        <Actions>
          <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send my choice
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
