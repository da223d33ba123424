import styled from '@emotion/styled';
import type { AboutPage } from '@manara/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, CheckIcon, Grid, SectionHeading } from '@manara/ui';
import { headingOf } from '@/lib/page-section';

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

export type MissionProps = Pick<AboutPage, 'mission' | 'vision' | 'values'>;

/** The About page's mission, vision and values (their words from the CMS; the card titles are fixed). */
export function Mission({ mission, vision, values }: MissionProps) {
  const purpose = [
    { title: 'Mission', text: mission },
    { title: 'Vision', text: vision },
  ];
  return (
    <>
      <Grid columns={{ base: 1, md: 2 }} gap={6} style={{ marginBottom: '3rem' }}>
        {purpose.map((item) => (
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
        <SectionHeading headingId="values-title" {...headingOf(values)} />
        <ValueList>
          {values.items.map((value) => (
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
