import styled from '@emotion/styled';
import { HOME_PORTFOLIO_COUNT, HOME_REVIEW_COUNT, type HomePage } from '@manara/contracts';
import {
  ArrowRightIcon,
  ButtonLink,
  Container,
  Grid,
  Link,
  Section,
  SectionHeading,
  Skeleton,
  Stack,
} from '@manara/ui';
import { paths } from '../config/paths';
import { NewsletterSignup } from '../features/newsletter';
import { PortfolioItem, portfolioQuery, usePortfolio } from '../features/portfolio';
import { ReviewItem, reviewsQuery, useReviews } from '../features/reviews';
import { ServicesGrid, servicesQuery } from '../features/services';
import { NumbersBand, useSiteSettings } from '../lib/site-settings';
import type { RouteHandle } from '../lib/page-meta';
import { pageMeta, pageQuery, usePage } from '../lib/queries/page';
import { PageState } from '../lib/queries/page-state';
import { HeroMedia } from '../components/page-hero';
import { prime, type RouteLoader } from '../lib/route-module';
import { Reveal } from '../lib/reveal';
import { headingOf } from '../lib/page-section';

const Hero = styled.section(({ theme }) => ({
  paddingBlock: theme.space[16],
  background: `linear-gradient(180deg, ${theme.colors.accentSubtle} 0%, ${theme.colors.bg} 100%)`,
  [theme.mq.md]: { paddingBlock: theme.space[24] },
}));

const HeroTitle = styled.h1(({ theme }) => ({
  maxWidth: '18ch',
  marginBottom: theme.space[5],
}));

const Lead = styled.p(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.textMuted,
  marginBottom: theme.space[8],
}));

const Eyebrow = styled.p(({ theme }) => ({
  color: theme.colors.accentSubtleText,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  fontSize: theme.fontSizes.sm,
  marginBottom: theme.space[3],
}));

const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
}));

const CtaPanel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  padding: theme.space[8],
  borderRadius: theme.radii.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.md,
  [theme.mq.md]: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.space[12],
  },
}));

function RecentPortfolio() {
  const { data: projects, isPending, isError } = usePortfolio();
  if (isPending) {
    return (
      <Grid columns={{ base: 1, md: 2, lg: 3 }} aria-busy="true" aria-label="Loading portfolio">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="12rem" />
        ))}
      </Grid>
    );
  }
  if (isError) return <p role="alert">We could not load the portfolio right now. Please try again later.</p>;
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }}>
      {projects.slice(0, HOME_PORTFOLIO_COUNT).map((project) => (
        <li key={project.id}>
          <PortfolioItem project={project} />
        </li>
      ))}
    </Grid>
  );
}

function LatestReviews() {
  const { data: reviews, isPending, isError } = useReviews();
  if (isPending) {
    return (
      <Grid columns={{ base: 1, md: 3 }} aria-busy="true" aria-label="Loading reviews">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="12rem" />
        ))}
      </Grid>
    );
  }
  if (isError) return <p role="alert">We could not load reviews right now. Please try again later.</p>;
  if (reviews.length === 0) return <p>Reviews from our clients appear here once approved.</p>;
  return (
    <Grid as="ul" columns={{ base: 1, md: 3 }}>
      {reviews.slice(0, HOME_REVIEW_COUNT).map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </Grid>
  );
}

function ClosingCta({ cta }: { cta: HomePage['cta'] }) {
  const { data: settings } = useSiteSettings();
  const consultHref = settings
    ? `mailto:${settings.supportEmail}?subject=${encodeURIComponent('Consultation request')}`
    : paths.contact;
  return (
    <CtaPanel>
      <div>
        <h2 id="home-cta-heading">{cta.heading}</h2>
        {cta.description ? <p>{cta.description}</p> : null}
      </div>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <ButtonLink href={paths.pricing} size="lg">
          See pricing
        </ButtonLink>
        <ButtonLink href={consultHref} size="lg" variant="outline">
          Book a consult
        </ButtonLink>
      </Stack>
    </CtaPanel>
  );
}

export const handle: RouteHandle = {
  meta: pageMeta('home', {
    title: 'Manara Research',
    description:
      'Data analysis, research services, courses and publication support for healthcare researchers, clinicians and academic teams.',
  }),
};

export const loader: RouteLoader = async ({ queryClient }) => {
  await prime(
    queryClient.ensureQueryData(pageQuery('home')),
    queryClient.ensureQueryData(servicesQuery()),
    queryClient.ensureQueryData(portfolioQuery()),
    queryClient.ensureQueryData(reviewsQuery()),
  );
  return null;
};

export function Component() {
  const { data: page, isError, refetch } = usePage('home');
  if (!page) return <PageState isError={isError} retry={() => void refetch()} />;
  const { hero, services, portfolio, reviews, numbers, team, cta } = page;
  const intro = (
    <Reveal offset="hero">
      {hero.eyebrow ? <Eyebrow>{hero.eyebrow}</Eyebrow> : null}
      <HeroTitle id="home-hero-heading">{hero.headline}</HeroTitle>
      <Lead>{hero.lead}</Lead>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <ButtonLink href={paths.pricing} size="lg" iconEnd={<ArrowRightIcon />}>
          Get Started
        </ButtonLink>
        <ButtonLink href="#services" size="lg" variant="outline">
          Explore Services
        </ButtonLink>
      </Stack>
    </Reveal>
  );
  return (
    <>
      <Hero aria-labelledby="home-hero-heading">
        <Container>
          <HeroMedia image={hero.image}>{intro}</HeroMedia>
        </Container>
      </Hero>

      <Section id="services" aria-labelledby="home-services-heading">
        <Reveal>
          <SectionHeading headingId="home-services-heading" {...headingOf(services)} />
          <ServicesGrid />
        </Reveal>
      </Section>

      <Section tone="subtle" aria-labelledby="home-portfolio-heading">
        <Reveal>
          <SectionHeading headingId="home-portfolio-heading" {...headingOf(portfolio)} />
          <RecentPortfolio />
          <p style={{ marginTop: '1.5rem' }}>
            <Link href={paths.portfolio}>View the full portfolio</Link>
          </p>
        </Reveal>
      </Section>

      <Section aria-labelledby="home-reviews-heading">
        <Reveal>
          <SectionHeading headingId="home-reviews-heading" {...headingOf(reviews)} />
          <LatestReviews />
          <p style={{ marginTop: '1.5rem' }}>
            <Link href={paths.reviews}>Read all reviews</Link>
          </p>
        </Reveal>
      </Section>

      <Section tone="accent" aria-labelledby="home-numbers-heading">
        <Reveal>
          <SectionHeading headingId="home-numbers-heading" {...headingOf(numbers)} align="center" />
          <NumbersBand />
        </Reveal>
      </Section>

      <Section aria-labelledby="home-team-heading">
        <Reveal>
          <SectionHeading headingId="home-team-heading" {...headingOf(team)} />
          <Prose>
            <p>{team.body}</p>
            <p>
              <Link href={paths.about}>Meet the team behind Manara</Link>
            </p>
          </Prose>
        </Reveal>
      </Section>

      <Section tone="subtle" aria-labelledby="newsletter-heading">
        <Reveal>
          <NewsletterSignup />
        </Reveal>
      </Section>

      <Section aria-labelledby="home-cta-heading">
        <Reveal>
          <ClosingCta cta={cta} />
        </Reveal>
      </Section>
    </>
  );
}
