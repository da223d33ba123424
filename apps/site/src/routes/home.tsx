import styled from '@emotion/styled';
import { HOME_PORTFOLIO_COUNT, HOME_REVIEW_COUNT, type HomePage as HomeContent } from '@manara/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Link, SectionHeading, Stack, surface } from '@manara/ui';
import { paths } from '@/config/paths';
import { NewsletterSignup } from '@/features/newsletter';
import { PortfolioItem, portfolioList } from '@/features/portfolio';
import { ReviewItem, reviewList } from '@/features/reviews';
import { ServicesGrid, servicesQuery } from '@/features/services';
import { NumbersBand, ProofLine, useSiteSettings } from '@/lib/site-settings';
import { headingOf } from '@/lib/page-section';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';
import { CmsSection, RevealSection } from '@/components/cms-section';
import { LatestList } from '@/components/latest-list';
import { HeroBand, HeroLead, HeroMedia } from '@/components/page-hero';
import { Illustration } from '@/components/illustration';
import { Reveal } from '@/lib/reveal';

// The home hero stands taller than the other pages' on wider screens.
const Hero = styled(HeroBand)(({ theme }) => ({
  [theme.mq.md]: { paddingBlock: theme.space[24] },
}));

const HeroTitle = styled.h1(({ theme }) => ({
  maxWidth: '18ch',
  marginBottom: theme.space[5],
}));

const HeroEyebrow = styled(Eyebrow)(({ theme }) => ({ marginBottom: theme.space[3] }));

const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.sizes.prose,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
}));

/** The team's words and their illustration side by side from 1024 px, the illustration under them on phones. */
const TeamLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[10],
  alignItems: 'center',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space[16] },
}));

const CtaPanel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  padding: theme.space[8],
  ...surface(theme, 'xl'),
  boxShadow: theme.shadows.md,
  [theme.mq.md]: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.space[12],
  },
}));

function RecentPortfolio() {
  return (
    <LatestList
      query={useQuery(portfolioList.latest(HOME_PORTFOLIO_COUNT))}
      count={HOME_PORTFOLIO_COUNT}
      columns={{ base: 1, md: 2, lg: 3 }}
      loadingLabel="Loading portfolio"
      failure="We could not load the portfolio right now. Please try again later."
      render={(project) => <PortfolioItem project={project} />}
    />
  );
}

function LatestReviews() {
  return (
    <LatestList
      query={useQuery(reviewList.latest(HOME_REVIEW_COUNT))}
      count={HOME_REVIEW_COUNT}
      columns={{ base: 1, md: 3 }}
      loadingLabel="Loading reviews"
      failure="We could not load reviews right now. Please try again later."
      empty="Reviews from our clients appear here once approved."
      render={(review) => <ReviewItem review={review} />}
    />
  );
}

function ClosingCta({ cta }: { cta: HomeContent['cta'] }) {
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

export const { handle, loader, Component } = cmsPageRoute('home', HomePage, {
  forms: ['newsletter'],
  alsoPrime: (queryClient) => [
    queryClient.ensureQueryData(servicesQuery()),
    queryClient.ensureQueryData(portfolioList.latest(HOME_PORTFOLIO_COUNT)),
    queryClient.ensureQueryData(reviewList.latest(HOME_REVIEW_COUNT)),
  ],
});

function HomePage({ page }: CmsPageProps<'home'>) {
  const { hero, services, portfolio, reviews, numbers, team, cta } = page;
  const intro = (
    <Reveal offset="hero">
      {hero.eyebrow ? <HeroEyebrow>{hero.eyebrow}</HeroEyebrow> : null}
      <HeroTitle id="home-hero-heading">{hero.headline}</HeroTitle>
      <HeroLead>{hero.lead}</HeroLead>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <ButtonLink href={paths.pricing} size="lg" iconEnd={<ArrowRightIcon />}>
          Get Started
        </ButtonLink>
        <ButtonLink href="#services" size="lg" variant="outline">
          Explore Services
        </ButtonLink>
      </Stack>
      <ProofLine />
    </Reveal>
  );
  return (
    <>
      <Hero aria-labelledby="home-hero-heading">
        <Container>
          <HeroMedia image={hero.image} art={<Illustration name="analysis" />}>
            {intro}
          </HeroMedia>
        </Container>
      </Hero>

      <CmsSection id="services" headingId="home-services-heading" section={services}>
        <ServicesGrid />
      </CmsSection>

      <CmsSection tone="subtle" headingId="home-portfolio-heading" section={portfolio}>
        <RecentPortfolio />
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={paths.portfolio}>View the full portfolio</Link>
        </p>
      </CmsSection>

      <CmsSection headingId="home-reviews-heading" section={reviews}>
        <LatestReviews />
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={paths.reviews}>Read all reviews</Link>
        </p>
      </CmsSection>

      <CmsSection tone="accent" headingId="home-numbers-heading" section={numbers} align="center">
        <NumbersBand />
      </CmsSection>

      <RevealSection aria-labelledby="home-team-heading">
        <TeamLayout>
          <div>
            <SectionHeading headingId="home-team-heading" {...headingOf(team)} />
            <Prose>
              <p>{team.body}</p>
              <p>
                <Link href={paths.about}>Meet the team behind Manara</Link>
              </p>
            </Prose>
          </div>
          <Illustration name="team" />
        </TeamLayout>
      </RevealSection>

      <RevealSection tone="subtle" aria-labelledby="newsletter-heading">
        <NewsletterSignup />
      </RevealSection>

      <RevealSection aria-labelledby="home-cta-heading">
        <ClosingCta cta={cta} />
      </RevealSection>
    </>
  );
}
