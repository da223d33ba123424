import { zodResolver } from '@hookform/resolvers/zod';
import {
  apiRoutes,
  DELAYS,
  formatPrice,
  monthlyPrice,
  quoteRequestSchema,
  quoteToast,
  RECOMMENDED_PLAN,
  visitorQuoteSchema,
  wizardEmptyValues,
  type wizardSchema,
  wizardSteps,
} from '@manara/contracts';
import { toast } from '@manara/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '../../../lib/country';
import { currentPage, reportLeadFailure, submitLead, useHoneypot } from '../../../lib/leads';
import { useSession } from '../../../lib/session';

// The form holds the wizard's fields (empty selects included) plus the visitor's e-mail.
type WizardInput = z.input<typeof wizardSchema> & { email: string };
type WizardOutput = z.output<typeof quoteRequestSchema>;

export const wizardDefaults: WizardInput = { ...wizardEmptyValues, email: '' };

/** The fields each step owns, read from the step schemas of the contract. */
const stepFields = wizardSteps.map((step) => Object.keys(step.schema.shape) as (keyof WizardInput)[]);
const lastStep = stepFields.length - 1;
const ALL_FIELDS = [...stepFields.flat(), 'email'] as const;

// A member's quote goes to their account (the server knows their e-mail); a visitor adds an e-mail.
const memberResolver = zodResolver(quoteRequestSchema) as Resolver<WizardInput, unknown, WizardOutput>;
const visitorResolver = zodResolver(visitorQuoteSchema) as Resolver<WizardInput, unknown, WizardOutput>;

/**
 * The 4-step scoping wizard: Next validates only the current step's fields; the last
 * step's Generate quote sends POST /api/quotes (at least 0.5 s), shows the Quote ready
 * toast with the recommended Pro monthly price in the visitor's currency, then resets the form and
 * the step. A visitor's last step also asks for the e-mail the quote goes to.
 */
export function useScopingWizard() {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
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
    defaultValues: wizardDefaults,
  });

  const validateStep = useCallback(
    (index: number) => {
      const fields = stepFields[index] ?? [];
      const withEmail = index === lastStep && !memberRef.current ? [...fields, 'email' as const] : fields;
      return form.trigger(withEmail, { shouldFocus: true });
    },
    [form],
  );

  const onStepChange = useCallback(
    (next: number) => {
      // Going back leaves no stale errors on the step being left.
      form.clearErrors();
      setStep(next);
    },
    [form],
  );

  const send = useCallback(
    async (values: WizardOutput) => {
      setBusy(true);
      try {
        const { email, ...wizard } = values;
        const body = {
          ...wizard,
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
      toast.success(quoteToast(formatPrice(monthlyPrice(country, RECOMMENDED_PLAN), currency)));
      form.reset(wizardDefaults);
      setStep(0);
    },
    [country, currency, form, honeypot],
  );

  const complete = useCallback(() => form.handleSubmit(send)(), [form, send]);

  return { form, step, busy, validateStep, onStepChange, complete, currency, isMember, honeypot };
}
