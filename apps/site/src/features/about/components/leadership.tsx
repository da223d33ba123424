import styled from '@emotion/styled';
import type { AboutPage, Image } from '@manara/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Grid, SectionHeading } from '@manara/ui';
import { MediaImage } from '@/components/media-image';
import { headingOf } from '@/lib/page-section';

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

/** A leader's portrait, cut to the avatar's circle around the editor's focal point. */
const Portrait = styled(MediaImage)(({ theme }) => ({
  width: '3.5rem',
  height: '3.5rem',
  aspectRatio: '1 / 1',
  borderRadius: theme.radii.full,
  flexShrink: 0,
}));

/** The photo when the CMS has one, else the initials (decorative: the name is beside it). */
function LeaderPicture({ name, photo }: { name: string; photo: Image | undefined }) {
  if (photo) return <Portrait image={{ ...photo, alt: '' }} sizes="56px" />;
  return <Avatar aria-hidden="true">{initials(name)}</Avatar>;
}

const Role = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

const Person = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[4] }));

/** The About page's leadership profiles: photo or initials, name, role and city, biography. */
export function Leadership({ leadership }: { leadership: AboutPage['leadership'] }) {
  return (
    <section aria-labelledby="leadership-title">
      <SectionHeading headingId="leadership-title" {...headingOf(leadership)} />
      <Grid as="ul" columns={{ base: 1, md: 3 }} gap={6}>
        {leadership.leaders.map((leader) => (
          <li key={leader.name}>
            <Card as="article" style={{ height: '100%' }}>
              <CardHeader>
                <Person>
                  <LeaderPicture name={leader.name} photo={leader.photo} />
                  <div>
                    <CardTitle level={3}>{leader.name}</CardTitle>
                    <Role>{leader.base ? `${leader.role} · ${leader.base}` : leader.role}</Role>
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
