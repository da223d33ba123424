import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELAYS,
  formatPrice,
  monthlyPrice,
  quoteToast,
  RECOMMENDED_PLAN,
  wizardSchema,
  wizardSteps,
} from '@manara/contracts';
import { toast } from '@manara/ui';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCountry } from '../../../lib/country';

type WizardInput = z.input<typeof wizardSchema>;
type WizardOutput = z.output<typeof wizardSchema>;

export const wizardDefaults: WizardInput = {
  dataType: 'CSV',
  sampleSize: '',
  variables: '',
  objectives: '',
  deliverables: [],
  timeline: '',
  budget: '',
};

/** The fields each step owns, read from the step schemas of the contract. */
const stepFields = wizardSteps.map((step) => Object.keys(step.schema.shape) as (keyof WizardInput)[]);

/**
 * The 4-step scoping wizard (spec §4, §5): Next validates only the current step's fields; the last
 * step's Generate quote waits ~0.5 s, shows the Quote ready toast with the recommended Pro monthly
 * price in the visitor's currency, then resets the form and the step.
 */
export function useScopingWizard() {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const { country, currency } = useCountry();
  const form = useForm<WizardInput, unknown, WizardOutput>({
    resolver: zodResolver(wizardSchema),
    defaultValues: wizardDefaults,
  });

  const validateStep = useCallback(
    (index: number) => form.trigger(stepFields[index] ?? [], { shouldFocus: true }),
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

  const complete = useCallback(async () => {
    setBusy(true);
    // No call is made (spec §7): the quote is prepared locally after a short wait.
    await new Promise((resolve) => setTimeout(resolve, DELAYS.wizardSubmit));
    toast.success(quoteToast(formatPrice(monthlyPrice(country, RECOMMENDED_PLAN), currency)));
    form.reset(wizardDefaults);
    setStep(0);
    setBusy(false);
  }, [country, currency, form]);

  return { form, step, busy, validateStep, onStepChange, complete, currency };
}
