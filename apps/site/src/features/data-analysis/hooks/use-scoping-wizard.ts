import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiRoutes,
  DELAYS,
  quoteRequestSchema,
  quoteToast,
  recommendedPlan,
  visitorQuoteSchema,
  wizardEmptyValues,
  type QuoteResult,
  type wizardSchema,
  wizardSteps,
} from '@manara/contracts';
import { toast } from '@manara/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { usePostedForm, useServerErrors } from '@/components/posted-form';
import { useCountry } from '@/lib/country';
import { currentPage, reportLeadFailure, submitLead, useHoneypot } from '@/lib/leads';
import { useSession } from '@/lib/session';

// The form holds the wizard's fields (empty selects included) plus the visitor's e-mail.
export type WizardInput = z.input<typeof wizardSchema> & { email: string };
type WizardOutput = z.output<typeof quoteRequestSchema>;

export const wizardDefaults: WizardInput = { ...wizardEmptyValues, email: '' };

/** The fields each step owns, read from the step schemas of the contract. */
export const stepFields = wizardSteps.map((step) => Object.keys(step.schema.shape) as (keyof WizardInput)[]);
const lastStep = stepFields.length - 1;
const ALL_FIELDS = [...stepFields.flat(), 'email'] as const;

/** Where a quote posted without scripts comes back to: the page's #wizard section. */
export const WIZARD_ANCHOR = 'wizard';

// A member's quote goes to their account (the server knows their e-mail); a visitor adds an e-mail.
const memberResolver = zodResolver(quoteRequestSchema) as Resolver<WizardInput, unknown, WizardOutput>;
const visitorResolver = zodResolver(visitorQuoteSchema) as Resolver<WizardInput, unknown, WizardOutput>;

/**
 * The 4-step scoping wizard: Next validates only the current step's fields; the last
 * step's Generate quote sends POST /api/quotes (at least 0.5 s), shows the Quote ready toast with
 * the plan that fits the budget at its monthly price in the visitor's currency, resets the form and
 * the step, and shows the quote (`result`). A visitor's last step also asks for the e-mail the quote
 * goes to. Without scripts the wizard posts each step to the page (docs/decisions/023) and starts
 * from what the server answered: the step, the answers, the errors, or the quote.
 */
export function useScopingWizard() {
  const posted = usePostedForm<WizardInput>('quote', WIZARD_ANCHOR, wizardDefaults);
  const [step, setStep] = useState(posted.outcome?.step ?? 0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<QuoteResult | null>(posted.outcome?.quote ?? null);
  const { country, currency } = useCountry();
  const { user } = useSession();
  const honeypot = useHoneypot();
  const isMember = user !== null;
  const memberRef = useRef(isMember);
  useEffect(() => {
    memberRef.current = isMember;
  }, [isMember]);
  const form = useForm<WizardInput, unknown, WizardOutput>({
    resolver: (values, context, options) =>
      (memberRef.current ? memberResolver : visitorResolver)(values, context, options),
    defaultValues: posted.defaultValues,
  });
  useServerErrors(form.setError, posted.outcome?.fieldErrors);

  const validateStep = useCallback(
    (index: number) => {
      const fields = stepFields[index] ?? [];
      const withEmail = index === lastStep && !memberRef.current ? [...fields, 'email' as const] : fields;
      return form.trigger(withEmail, { shouldFocus: true });
    },
    [form],
  );

  const { dismissNotice } = posted;
  const onStepChange = useCallback(
    (next: number) => {
      // Going back leaves no stale errors on the step being left.
      form.clearErrors();
      dismissNotice();
      setStep(next);
    },
    [form, dismissNotice],
  );

  const send = useCallback(
    async (values: WizardOutput) => {
      setBusy(true);
      const { email, sourcePage: _page, country: _default, ...answers } = values;
      try {
        const body = {
          ...answers,
          // The bands and prices were shown in the header's country's currency.
          country,
          ...(memberRef.current ? {} : { email }),
          sourcePage: currentPage(),
          ...honeypot.read(),
        };
        await submitLead(apiRoutes.quotes.href(), body, DELAYS.wizardSubmit);
      } catch (error) {
        reportLeadFailure(error, form.setError, ALL_FIELDS);
        return;
      } finally {
        setBusy(false);
      }
      toast.success(quoteToast(recommendedPlan(answers.budget, country)));
      setResult({ answers, country, email: user?.email ?? email ?? '' });
      form.reset(wizardDefaults);
      setStep(0);
    },
    [country, form, honeypot, user],
  );

  const complete = useCallback(() => {
    dismissNotice();
    return form.handleSubmit(send)();
  }, [form, send, dismissNotice]);

  return {
    form,
    posted,
    step,
    busy,
    validateStep,
    onStepChange,
    complete,
    country,
    currency,
    isMember,
    honeypot,
    result,
  };
}
