import styled from '@emotion/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, CheckIcon, Grid, SectionHeading } from '@manara/ui';

const PURPOSE = [
  {
    title: 'Mission',
    text: 'Help clinicians and researchers across the Gulf and the wider region turn everyday clinical questions into sound, publishable studies, with analysis, methods and writing support that respects their time.',
  },
  {
    title: 'Vision',
    text: 'A region where every hospital team can run rigorous research of its own, and where the evidence that shapes care comes from the patients it serves.',
  },
] as const;

const VALUES = [
  {
    title: 'Rigour first',
    text: 'Pre-registered plans, reproducible code and honest reporting of what the data can and cannot show.',
  },
  {
    title: 'Ethics by design',
    text: 'IRB-ready protocols, consent that patients understand, and data handled under local regulations.',
  },
  {
    title: 'Teaching as we go',
    text: 'We explain every choice, so teams finish each project more capable than they started.',
  },
  {
    title: 'Regional relevance',
    text: 'Methods and journals chosen for the questions and populations of the Middle East and North Africa.',
  },
] as const;

const ValueList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[5],
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space[3], alignItems: 'start' },
  '& svg': { color: theme.colors.accent, marginTop: theme.space[1] },
  '& h3': { margin: 0, fontSize: theme.fontSizes.lg },
  '& p': { margin: `${theme.space[1]} 0 0`, color: theme.colors.textMuted },
}));

/** The About page's mission, vision and values. */
export function Mission() {
  return (
    <>
      <Grid columns={{ base: 1, md: 2 }} gap={6} style={{ marginBottom: '3rem' }}>
        {PURPOSE.map((item) => (
          <Card key={item.title} as="article" variant="elevated">
            <CardHeader>
              <CardTitle level={2}>{item.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <CardDescription>{item.text}</CardDescription>
            </CardContent>
          </Card>
        ))}
      </Grid>
      <section aria-labelledby="values-title">
        <SectionHeading
          headingId="values-title"
          title="Values"
          description="What we hold ourselves to on every project."
        />
        <ValueList>
          {VALUES.map((value) => (
            <li key={value.title}>
              <CheckIcon aria-hidden="true" />
              <div>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </div>
            </li>
          ))}
        </ValueList>
      </section>
    </>
  );
}
