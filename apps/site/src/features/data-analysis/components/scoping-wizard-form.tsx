import styled from '@emotion/styled';
import {
  WIZARD_DATA_TYPES,
  WIZARD_DELIVERABLES,
  WIZARD_TIMELINES,
  wizardBudgetOptions,
  wizardSteps,
} from '@manara/contracts';
import { CheckboxGroup, Select, TextArea, TextField, Wizard } from '@manara/ui';
import { HoneypotField } from '../../../lib/leads';
import { useScopingWizard } from '../hooks/use-scoping-wizard';

const Panel = styled.form({ position: 'relative', margin: 0 });

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const [dataStep, objectivesStep, deliverablesStep, timelineStep] = wizardSteps;

/**
 * The scoping wizard at #wizard: four steps, each validated by Next. A visitor's
 * last step adds their e-mail; a signed-in member's quote goes to their account.
 */
export default function ScopingWizardForm() {
  const { form, step, busy, validateStep, onStepChange, complete, currency, isMember, honeypot } = useScopingWizard();
  const { control } = form;

  const steps = [
    {
      id: 'data',
      title: dataStep.title,
      content: (
        <>
          <Select control={control} name="dataType" label="Data type" options={WIZARD_DATA_TYPES} required />
          <Row>
            <TextField control={control} name="sampleSize" label="Sample size" hint="e.g. 420 patients" required />
            <TextField
              control={control}
              name="variables"
              label="Key variables"
              hint="e.g. age, HbA1c, length of stay"
              required
            />
          </Row>
        </>
      ),
    },
    {
      id: 'objectives',
      title: objectivesStep.title,
      content: (
        <TextArea
          control={control}
          name="objectives"
          label="Research question and objectives"
          hint="What should the analysis answer? At least 10 characters."
          required
        />
      ),
    },
    {
      id: 'deliverables',
      title: deliverablesStep.title,
      content: (
        <CheckboxGroup
          control={control}
          name="deliverables"
          label="What would you like to receive?"
          options={WIZARD_DELIVERABLES}
          required
        />
      ),
    },
    {
      id: 'timeline',
      title: timelineStep.title,
      content: (
        <Row>
          <Select
            control={control}
            name="timeline"
            label="Timeline"
            placeholder="Choose a timeline"
            options={WIZARD_TIMELINES}
            required
          />
          <Select
            control={control}
            name="budget"
            label="Budget"
            placeholder="Choose a budget"
            // The bands read in the currency of the country chosen in the header.
            options={wizardBudgetOptions(currency)}
            required
          />
          {isMember ? null : (
            <TextField
              control={control}
              name="email"
              label="Email for your quote"
              type="email"
              autoComplete="email"
              hint="We send the formal quote here."
              required
            />
          )}
        </Row>
      ),
    },
  ];

  return (
    <Panel noValidate aria-label="Scoping wizard" onSubmit={(event) => event.preventDefault()}>
      <HoneypotField inputRef={honeypot.inputRef} />
      <Wizard
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        validateStep={validateStep}
        onComplete={complete}
        finishLabel="Generate quote"
        busy={busy}
      />
    </Panel>
  );
}
