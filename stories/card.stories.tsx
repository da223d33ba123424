import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
  Grid,
} from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: { variant: 'outline' },
  argTypes: { variant: { control: 'inline-radio', options: ['outline', 'elevated', 'subtle', 'accent'] } },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <Card {...args}>
        <CardHeader>
          <CardTitle>Workspace</CardTitle>
          <CardDescription>My Projects, courses and invoices in one place.</CardDescription>
        </CardHeader>
        <CardContent>Two active projects on the Starter plan.</CardContent>
        <CardFooter>
          <Button size="sm">Open</Button>
        </CardFooter>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Subtle: Story = { args: { variant: 'subtle' } };
export const Accent: Story = { args: { variant: 'accent' } };

export const Variants: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 2 }}>
      {(['outline', 'elevated', 'subtle', 'accent'] as const).map((variant) => (
        <Card key={variant} variant={variant} interactive>
          <CardTitle>
            <CardLink href={`#${variant}`}>{variant} card</CardLink>
          </CardTitle>
          <CardDescription>The whole card is one link and one tab stop.</CardDescription>
        </Card>
      ))}
    </Grid>
  ),
};
