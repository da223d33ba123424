import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const modules = ['Foundations', 'Study design', 'Analysis', 'Reporting'];

function Syllabus(props: { multiple?: boolean; onValueChange?: (v: string[]) => void; defaultValue?: string[] }) {
  return (
    <Accordion {...props}>
      {modules.map((m) => (
        <AccordionItem key={m} value={m}>
          <AccordionTrigger>{m}</AccordionTrigger>
          <AccordionContent>{m} lessons</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

describe('Accordion', () => {
  it('renders heading buttons with aria-expanded and aria-controls', async () => {
    const { container } = renderWithTheme(<Syllabus defaultValue={['Analysis']} />);
    const trigger = screen.getByRole('button', { name: 'Analysis' });
    expect(trigger.parentElement?.tagName).toBe('H3');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Analysis' });
    expect(trigger).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByRole('button', { name: 'Foundations' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Foundations lessons')).not.toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens one item at a time by default, toggling with Enter and Space', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Syllabus onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Foundations lessons')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Study design' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['Study design']);
    expect(screen.getByText('Foundations lessons')).not.toBeVisible();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('can keep several open', async () => {
    renderWithTheme(<Syllabus multiple />);
    await userEvent.click(screen.getByRole('button', { name: 'Foundations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reporting' }));
    expect(screen.getByText('Foundations lessons')).toBeVisible();
    expect(screen.getByText('Reporting lessons')).toBeVisible();
  });

  it('moves between headers with Up, Down, Home and End, wrapping around', async () => {
    renderWithTheme(<Syllabus />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Reporting' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Foundations' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Reporting' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Foundations' })).toHaveFocus();
  });
});
