import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELAYS,
  RECOMMENDED_PLAN,
  WIZARD_BUDGETS,
  WIZARD_DATA_TYPES,
  WIZARD_DELIVERABLES,
  WIZARD_TIMELINES,
  wizardSchema,
  wizardEmptyValues,
  wizardSteps,
  type WizardValues,
} from '@manara/contracts';
import {
  CheckboxGroup,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  toast,
  ToastViewport,
  Wizard,
  type WizardStep,
} from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { fn } from 'storybook/test';

/** The fields each step validates, read from the contract's step schemas. */
const fieldsByStep = wizardSteps.map((step) => Object.keys(step.schema.shape) as FieldPath<WizardValues>[]);

/** The data-analysis scoping wizard built from the design system and the contracts' schema. */
function ScopingWizard({ startAt = 0 }: { startAt?: number }) {
  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: wizardEmptyValues,
  });
  const [step, setStep] = useState(startAt);
  const [busy, setBusy] = useState(false);
  const steps: WizardStep[] = [
    {
      id: 'data',
      title: wizardSteps[0].title,
      content: (
        <>
          <RadioGroup name="dataType" label="Data type" options={WIZARD_DATA_TYPES} orientation="horizontal" />
          <TextField name="sampleSize" label="Sample size" inputMode="numeric" />
          <TextField name="variables" label="Key variables" hint="Outcome, exposure and main covariates." />
        </>
      ),
    },
    {
      id: 'objectives',
      title: wizardSteps[1].title,
      content: <TextArea name="objectives" label="Research question" />,
    },
    {
      id: 'deliverables',
      title: wizardSteps[2].title,
      content: <CheckboxGroup name="deliverables" label="Deliverables" options={WIZARD_DELIVERABLES} />,
    },
    {
      id: 'timeline',
      title: wizardSteps[3].title,
      content: (
        <>
          <Select name="timeline" label="Timeline" placeholder="Choose a timeline" options={WIZARD_TIMELINES} />
          <Select name="budget" label="Budget (USD)" placeholder="Choose a budget" options={WIZARD_BUDGETS} />
        </>
      ),
    },
  ];
  return (
    <FormProvider {...form}>
      <Wizard
        steps={steps}
        step={step}
        onStepChange={setStep}
        validateStep={(i) => form.trigger(fieldsByStep[i], { shouldFocus: true })}
        finishLabel="Generate quote"
        busy={busy}
        onComplete={async () => {
          setBusy(true);
          await new Promise((resolve) => setTimeout(resolve, DELAYS.wizardSubmit));
          setBusy(false);
          toast.success({ title: 'Quote ready', message: `We recommend the ${RECOMMENDED_PLAN} plan.` });
          form.reset();
          setStep(0);
        }}
      />
      <ToastViewport />
    </FormProvider>
  );
}

const meta = {
  title: 'Forms/Wizard',
  component: Wizard,
  args: { steps: [], onComplete: fn(), finishLabel: 'Generate quote' },
  parameters: {
    docs: {
      description: {
        component:
          'Step titles, a per-step validation hook (`validate` on a step or `validateStep` on the wizard), Back disabled on step 1, a configurable last button and a progress bar. The story wires the data-analysis scoping wizard with `form.trigger(fields)`.',
      },
    },
  },
  render: () => <ScopingWizard />,
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScopingWizardFirstStep: Story = {};
export const LastStep: Story = { render: () => <ScopingWizard startAt={3} /> };
export const Simple: Story = {
  args: {
    steps: [
      { id: 'a', title: 'Account', content: <p>Who you are.</p> },
      { id: 'b', title: 'Plan', content: <p>What you need.</p> },
      { id: 'c', title: 'Confirm', content: <p>Check and send.</p> },
    ],
    finishLabel: 'Send request',
  },
  render: (args) => <Wizard {...args} />,
};
