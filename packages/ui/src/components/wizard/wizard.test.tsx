import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Wizard, type WizardStep } from './wizard';

const titles = ['Data essentials', 'Objectives', 'Deliverables', 'Timeline & budget'];

function steps(validate?: (i: number) => boolean): WizardStep[] {
  return titles.map((title, i) => ({
    id: `s${i}`,
    title,
    content: <p>{title} fields</p>,
    validate: validate ? () => validate(i) : undefined,
  }));
}

describe('Wizard', () => {
  it('shows step titles, marks the current one and disables Back on step 1', async () => {
    const { container } = renderWithTheme(
      <Wizard steps={steps()} onComplete={() => {}} finishLabel="Generate quote" />,
    );
    const current = within(screen.getByRole('list', { name: 'Steps' }))
      .getByText('Data essentials')
      .closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toHaveAttribute('aria-valuenow', '25');
    await expectNoAxeViolations(container);
  });

  it('validates the current step before moving on', async () => {
    let valid = false;
    renderWithTheme(<Wizard steps={steps(() => valid)} onComplete={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Data essentials' })).toBeInTheDocument();
    valid = true;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Objectives' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Data essentials' })).toBeInTheDocument();
  });

  it('uses the wizard-level validation hook with the step index', async () => {
    const validateStep = vi.fn(async (i: number) => i !== 1);
    renderWithTheme(<Wizard steps={steps()} validateStep={validateStep} onComplete={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(validateStep).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('heading', { name: 'Objectives' })).toBeInTheDocument();
  });

  it('labels the last button and completes; a controlled step can reset to 1', async () => {
    const onComplete = vi.fn();
    function Quote() {
      const [step, setStep] = useState(3);
      return (
        <Wizard
          steps={steps()}
          step={step}
          onStepChange={setStep}
          finishLabel="Generate quote"
          onComplete={() => {
            onComplete();
            setStep(0);
          }}
        />
      );
    }
    renderWithTheme(<Quote />);
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 4' })).toHaveAttribute('aria-valuenow', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Generate quote' }));
    expect(onComplete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Data essentials' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});
