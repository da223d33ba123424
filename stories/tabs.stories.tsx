import { Tabs, TabsContent, TabsList, TabsTrigger } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'sign-in' },
  parameters: {
    docs: {
      description: {
        component:
          'WAI-ARIA tabs with roving tabindex: Left/Right (Up/Down when vertical), Home and End move between tabs; Tab goes into the panel. Controlled (`value`) or uncontrolled (`defaultValue`).',
      },
    },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Account">
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="create">Create Account</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">Email, password and Remember me.</TabsContent>
      <TabsContent value="create">Full name, country, email and password.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthTabs: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'create' } };
export const Pills: Story = {
  args: { defaultValue: 'workgroups' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Research services" variant="pills">
        <TabsTrigger value="workgroups">Workgroups</TabsTrigger>
        <TabsTrigger value="a-la-carte">A-la-carte support</TabsTrigger>
        <TabsTrigger value="soon" disabled>
          Coming soon
        </TabsTrigger>
      </TabsList>
      <TabsContent value="workgroups">Eight phases from Idea to Publication.</TabsContent>
      <TabsContent value="a-la-carte">Seven services, each with a Request scope button.</TabsContent>
      <TabsContent value="soon">Later.</TabsContent>
    </Tabs>
  ),
};
export const Vertical: Story = {
  args: { defaultValue: 'protocol', orientation: 'vertical' },
  render: (args) => (
    <Tabs {...args} style={{ display: 'flex', gap: '1.5rem' }}>
      <TabsList aria-label="Phases">
        <TabsTrigger value="protocol">Protocol</TabsTrigger>
        <TabsTrigger value="irb">IRB</TabsTrigger>
        <TabsTrigger value="data">Data</TabsTrigger>
      </TabsList>
      <TabsContent value="protocol">Protocol draft.</TabsContent>
      <TabsContent value="irb">Ethics submission.</TabsContent>
      <TabsContent value="data">Data collection.</TabsContent>
    </Tabs>
  ),
};
