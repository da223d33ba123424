import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const faq = [
  ['How fast can you start?', 'Most projects start within three business days of scoping.'],
  ['Do you help with ethics submissions?', 'Yes: we draft the statistical sections of IRB applications.'],
  [
    'Can you integrate with hospital systems?',
    'We work with exports from common EHRs; direct integration is an Enterprise service.',
  ],
] as const;

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  args: { multiple: false, variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'cards'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Each trigger is a button inside a heading with `aria-expanded` and `aria-controls`; Up/Down/Home/End move between triggers. One item open at a time unless `multiple`.',
      },
    },
  },
  render: (args) => (
    <Accordion {...args}>
      {faq.map(([question, answer]) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactFaq: Story = {};
export const FirstOpen: Story = { args: { defaultValue: [faq[0][0]] } };
export const Cards: Story = { args: { variant: 'cards', multiple: true, defaultValue: [faq[1][0]] } };
export const WithDisabledItem: Story = {
  render: (args) => (
    <Accordion {...args} defaultValue={['m1']}>
      <AccordionItem value="m1">
        <AccordionTrigger>Module 1 · Foundations</AccordionTrigger>
        <AccordionContent>Study designs, bias and confounding.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="m2" disabled>
        <AccordionTrigger>Module 2 · Locked until Module 1 is complete</AccordionTrigger>
        <AccordionContent>Regression.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
