import styled from '@emotion/styled';
import {
  WIZARD_DATA_TYPES,
  WIZARD_DELIVERABLES,
  WIZARD_INTENT_FIELD,
  WIZARD_STEP_FIELD,
  WIZARD_TIMELINES,
  wizardBudgetOptions,
  wizardSteps,
} from '@manara/contracts';
import { CheckboxGroup, Select, Stack, TextArea, TextField, Wizard } from '@manara/ui';
import { useEffect, useRef } from 'react';
import { FormNotice } from '@/components/posted-form';
import { QuoteResult } from '@/components/quote-result';
import { useHydrated } from '@/lib/hydration';
import { HoneypotField } from '@/lib/leads';
import { stepFields, useScopingWizard, type WizardInput } from '../hooks/use-scoping-wizard';

const Panel = styled.form({ position: 'relative', margin: 0 });

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const [dataStep, objectivesStep, deliverablesStep, timelineStep] = wizardSteps;

/**
 * The answers of the steps not shown, as hidden fields: without scripts each step is a post, and
 * the answers so far travel with it (docs/decisions/023). With scripts the form holds them itself.
 */
function EarlierAnswers({ values, step }: { values: WizardInput; step: number }) {
  const hidden = stepFields.flatMap((fields, index) => (index === step ? [] : fields));
  if (step !== stepFields.length - 1) hidden.push('email');
  return (
    <>
      {hidden.flatMap((name) => {
        const value = values[name];
        return (Array.isArray(value) ? value : [value]).map((item) => (
          <input key={`${name}=${item}`} type="hidden" name={name} value={item} />
        ));
      })}
    </>
  );
}

/**
 * The scoping wizard at #wizard: four steps, each validated by Next. A visitor's
 * last step adds their e-mail; a signed-in member's quote goes to their account. Its quote shows
 * above it once made.
 */
export default function ScopingWizardForm() {
  const {
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
  } = useScopingWizard();
  const { control } = form;
  // The server's HTML (and a page without scripts) posts each step; the browser's form does not.
  const scripted = useHydrated();

  // A quote made here moves the focus to it (one posted without scripts is where the page opens).
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const shownResult = useRef(result);
  useEffect(() => {
    if (result && result !== shownResult.current) resultHeading.current?.focus();
    shownResult.current = result;
  }, [result]);

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
    <Stack gap={6}>
      {result ? <QuoteResult quote={result} headingRef={resultHeading} /> : null}
      <Panel {...posted.formProps} aria-label="Scoping wizard" onSubmit={(event) => event.preventDefault()}>
        {posted.formField}
        <HoneypotField inputRef={honeypot.inputRef} />
        {scripted ? null : (
          <>
            <input type="hidden" name={WIZARD_STEP_FIELD} value={step} />
            {/* The currency the budget bands are shown in. */}
            <input type="hidden" name="country" value={country} />
            <EarlierAnswers values={form.getValues()} step={step} />
          </>
        )}
        {/* A quote's success is the result above; a refusal or a step's errors show here. */}
        {posted.notice?.ok === false ? <FormNotice notice={posted.notice} /> : null}
        <Wizard
          steps={steps}
          step={step}
          onStepChange={onStepChange}
          validateStep={validateStep}
          onComplete={complete}
          finishLabel="Generate quote"
          busy={busy}
          submitName={WIZARD_INTENT_FIELD}
        />
      </Panel>
    </Stack>
  );
}
