import styled from '@emotion/styled';
import { Container, Grid, Section, SectionHeading, Stack } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const Box = styled.div(({ theme }) => ({
  padding: theme.space[4],
  borderRadius: theme.radii.md,
  background: theme.colors.accentSubtle,
  color: theme.colors.accentSubtleText,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'center',
}));

const meta = {
  title: 'Layout/Container, Stack and Grid',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContainerSizes: Story = {
  render: () => (
    <Stack gap={4}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Container key={size} size={size}>
          <Box>Container {size}</Box>
        </Container>
      ))}
    </Stack>
  ),
};

export const StackRowAndColumn: Story = {
  render: () => (
    <Container>
      <Stack gap={6}>
        <Stack direction="row" gap={3}>
          <Box>One</Box>
          <Box>Two</Box>
          <Box>Three</Box>
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 2, md: 6 }}>
          <Box>Column on mobile</Box>
          <Box>Row from md</Box>
        </Stack>
      </Stack>
    </Container>
  ),
};

export const GridColumns: Story = {
  render: () => (
    <Container>
      <Grid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} aria-label="Services">
        {['Data analysis', 'Research services', 'Courses', 'Portfolio', 'Workgroups', 'AI tools'].map((label) => (
          <li key={label}>
            <Box>{label}</Box>
          </li>
        ))}
      </Grid>
    </Container>
  ),
};

export const SectionTones: Story = {
  render: () => (
    <>
      {(['default', 'subtle', 'accent'] as const).map((tone) => (
        <Section key={tone} tone={tone} spacing="sm" aria-labelledby={`section-${tone}`}>
          <SectionHeading
            headingId={`section-${tone}`}
            eyebrow={`Tone: ${tone}`}
            title={`A ${tone} band`}
            description="A monthly note on methods, reporting guidelines and new courses."
          />
        </Section>
      ))}
    </>
  ),
};

export const CenteredHeading: Story = {
  render: () => (
    <Section aria-labelledby="pricing-heading">
      <SectionHeading
        headingId="pricing-heading"
        level={1}
        align="center"
        eyebrow="Pricing"
        title="Plans priced in your currency"
        description="Annual billing saves 15 percent; students get 30 percent off monthly plans."
      />
    </Section>
  ),
};
