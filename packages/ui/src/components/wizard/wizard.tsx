import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { Button } from '../button';
import { CheckIcon } from '../icon';
import { ProgressBar } from '../progress-bar';
import { VisuallyHidden } from '../visually-hidden';
import { useControllableState } from '../../utils/use-controllable-state';
import { DefaultSubmit, StepItem, StepList, StepPanel, WizardFooter, WizardRoot } from './wizard.styles';

export interface WizardStep {
  id: string;
  title: string;
  content: ReactNode;
  /** Runs on Next (and on the last button); return false to stay, e.g. `() => trigger(['dataType'])`. */
  validate?: () => boolean | Promise<boolean>;
}

interface WizardContextValue {
  step: number;
  stepCount: number;
  isFirst: boolean;
  isLast: boolean;
  back: () => void;
  next: () => Promise<void>;
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** For step content that needs to know where it is or move on by itself. */
export function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard must be used inside <Wizard>.');
  return context;
}

export interface WizardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  steps: readonly WizardStep[];
  /** The current step index (controlled); set it to 0 to reset after completion. */
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  /** A validation hook for every step, used when a step has no `validate` of its own. */
  validateStep?: (index: number) => boolean | Promise<boolean>;
  /** Called by the last button once its step validates. */
  onComplete: () => void | Promise<void>;
  /** Label of the last step's button, e.g. "Generate quote". */
  finishLabel?: string;
  nextLabel?: string;
  backLabel?: string;
  /** Shows the last button as busy (e.g. while the quote is being prepared). */
  busy?: boolean;
  /**
   * Lets the wizard work as a plain HTML form before and without scripts: Back, Next and the last
   * button become submit buttons named `submitName` with the values `back` and `next` (the server
   * shows the step asked for), and a hidden Next comes first, so Enter in a field means Next.
   */
  submitName?: string;
}

/**
 * A multi-step form shell: step titles with the current one marked, a progress bar, Back (disabled
 * on the first step) and Next, which validates the current step before moving on.
 */
export function Wizard({
  steps,
  step: stepProp,
  defaultStep = 0,
  onStepChange,
  validateStep,
  onComplete,
  finishLabel = 'Finish',
  nextLabel = 'Next',
  backLabel = 'Back',
  busy = false,
  submitName,
  ...props
}: WizardProps) {
  const [step, setStep] = useControllableState({ value: stepProp, defaultValue: defaultStep, onChange: onStepChange });
  const [checking, setChecking] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  const baseId = useId();
  const index = Math.min(Math.max(step, 0), steps.length - 1);
  const current = steps[index];
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;

  // Move focus to the new step's title so keyboard and screen-reader users land on the new content.
  useEffect(() => {
    if (previousStep.current !== index) headingRef.current?.focus();
    previousStep.current = index;
  }, [index]);

  const validate = async () => {
    const check = current?.validate ?? (validateStep ? () => validateStep(index) : undefined);
    if (!check) return true;
    setChecking(true);
    try {
      return await check();
    } finally {
      setChecking(false);
    }
  };

  const back = () => {
    if (!isFirst) setStep(index - 1);
  };

  const next = async () => {
    if (!(await validate())) return;
    if (isLast) await onComplete();
    else setStep(index + 1);
  };

  const submits = (value: 'back' | 'next') => (submitName ? { type: 'submit' as const, name: submitName, value } : {});

  if (!current) return null;
  const headingId = `${baseId}-title`;
  const stepText = `Step ${index + 1} of ${steps.length}`;

  return (
    <WizardContext.Provider value={{ step: index, stepCount: steps.length, isFirst, isLast, back, next }}>
      <WizardRoot data-slot="wizard" data-step={index} data-state={isLast ? 'last' : 'in-progress'} {...props}>
        {submitName ? (
          // The form's default button (the first submit button): Enter in a field asks for Next, not Back.
          <DefaultSubmit type="submit" name={submitName} value="next" tabIndex={-1} aria-hidden="true">
            {nextLabel}
          </DefaultSubmit>
        ) : null}
        <StepList aria-label="Steps">
          {steps.map((s, i) => {
            const state = i < index ? 'complete' : i === index ? 'current' : 'upcoming';
            return (
              <StepItem key={s.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span data-slot="wizard-step-number" aria-hidden="true">
                  {state === 'complete' ? <CheckIcon size={14} /> : i + 1}
                </span>
                <span>
                  {s.title}
                  {state === 'complete' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
                </span>
              </StepItem>
            );
          })}
        </StepList>
        <ProgressBar value={((index + 1) / steps.length) * 100} label={stepText} showValue={false} />
        <StepPanel aria-labelledby={headingId} data-slot="wizard-step">
          <h3 id={headingId} ref={headingRef} tabIndex={-1}>
            {current.title}
          </h3>
          {current.content}
        </StepPanel>
        <WizardFooter>
          <Button variant="outline" onClick={back} disabled={isFirst || busy} {...submits('back')}>
            {backLabel}
          </Button>
          <Button onClick={() => void next()} loading={checking || (isLast && busy)} {...submits('next')}>
            {isLast ? finishLabel : nextLabel}
          </Button>
        </WizardFooter>
      </WizardRoot>
    </WizardContext.Provider>
  );
}
