import { Reveal, Section, SectionHeading } from '@manara/ui';
import { ReviewsBrowser, ShareReview } from '../features/reviews';
import { useSession } from '../features/session';
import { usePageMeta } from '../lib/page-meta';

export function Component() {
  usePageMeta(
    'Client reviews',
    'Approved reviews from researchers, clinicians and students who worked with Manara Research, with ratings out of five. Members can share their own.',
  );
  const { user, status } = useSession();
  return (
    <>
      <Section aria-labelledby="reviews-title" spacing="lg">
        <Reveal offset="hero">
          <SectionHeading
            level={1}
            headingId="reviews-title"
            eyebrow="Reviews"
            title="What researchers say about working with us"
            description="Every review comes from a signed-in member and is approved by our team before it is published."
          />
        </Reveal>
        <ReviewsBrowser headingId="reviews-list-title" />
      </Section>
      <Section tone="subtle" containerSize="xl">
        <ShareReview user={user} checking={status === 'checking'} />
      </Section>
    </>
  );
}
