import styled from '@emotion/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid, SectionHeading } from '@manara/ui';

/** The About page's three leadership profiles. No photos: initials avatars. */
const LEADERS = [
  {
    name: 'Dr. Lina Haddad',
    role: 'Founder and Chief Scientific Officer',
    base: 'Riyadh',
    bio: 'Clinical epidemiologist with fifteen years of multicentre trials in cardiology and diabetes. She built the research office of a tertiary hospital before founding Manara Research.',
  },
  {
    name: 'Dr. Omar El-Sayed',
    role: 'Director of Biostatistics',
    base: 'Cairo',
    bio: 'Biostatistician who has led the analysis of more than 200 published studies, from registry cohorts to adaptive trials. He reviews every statistical analysis plan we deliver.',
  },
  {
    name: 'Dr. Mariam Al Mansoori',
    role: 'Head of Research Education',
    base: 'Dubai',
    bio: 'Physician and medical educator who designs our courses and cohort workgroups. She has mentored residents and nurses through their first protocols and manuscripts.',
  },
] as const;

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/[\s-]+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

const Avatar = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: theme.radii.full,
  background: theme.colors.accentSubtle,
  color: theme.colors.accentSubtleText,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.lg,
  letterSpacing: theme.letterSpacings.wide,
  flexShrink: 0,
}));

const Role = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

const Person = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[4] }));

export function Leadership() {
  return (
    <section aria-labelledby="leadership-title">
      <SectionHeading
        headingId="leadership-title"
        eyebrow="Leadership"
        title="Clinical research leaders from the region"
        description="Our leadership team has run studies, analyses and training programmes in hospitals across Saudi Arabia, the Emirates and Egypt."
      />
      <Grid as="ul" columns={{ base: 1, md: 3 }} gap={6}>
        {LEADERS.map((leader) => (
          <li key={leader.name}>
            <Card as="article" style={{ height: '100%' }}>
              <CardHeader>
                <Person>
                  <Avatar aria-hidden="true">{initials(leader.name)}</Avatar>
                  <div>
                    <CardTitle level={3}>{leader.name}</CardTitle>
                    <Role>
                      {leader.role} · {leader.base}
                    </Role>
                  </div>
                </Person>
              </CardHeader>
              <CardContent>
                <CardDescription>{leader.bio}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}
