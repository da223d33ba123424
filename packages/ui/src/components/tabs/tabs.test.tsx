import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function AuthTabs(props: { onValueChange?: (v: string) => void; activationMode?: 'automatic' | 'manual' }) {
  return (
    <Tabs defaultValue="sign-in" {...props}>
      <TabsList aria-label="Account">
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="disabled" disabled>
          Disabled
        </TabsTrigger>
        <TabsTrigger value="create">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">Sign-in form</TabsContent>
      <TabsContent value="disabled">Never</TabsContent>
      <TabsContent value="create">Create form</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to panels with roving tabindex', async () => {
    const { container } = renderWithTheme(<AuthTabs />);
    const signIn = screen.getByRole('tab', { name: 'Sign In' });
    const create = screen.getByRole('tab', { name: 'Create Account' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    expect(signIn).toHaveAttribute('tabindex', '0');
    expect(create).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Sign-in form');
    await expectNoAxeViolations(container);
  });

  it('moves with arrows (skipping disabled tabs), Home and End, activating automatically', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<AuthTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create form');
    expect(onValueChange).toHaveBeenLastCalledWith('create');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveFocus();
  });

  it('Tab from the tab list goes into the active panel', async () => {
    renderWithTheme(<AuthTabs />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode arrows only move focus; Enter activates', async () => {
    renderWithTheme(<AuthTabs activationMode="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-in form');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create form');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('create');
      return (
        <Tabs defaultValue="sign-in" value={value} onValueChange={setValue}>
          <TabsList aria-label="Account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="create">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">Sign-in form</TabsContent>
          <TabsContent value="create">Create form</TabsContent>
          <output>{value}</output>
        </Tabs>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Create form');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('status')).toHaveTextContent('sign-in');
  });
});
