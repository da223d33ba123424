import styled from '@emotion/styled';
import {
  type User,
  FAILURE_TOASTS,
  RATING,
  REVIEW_SERVICES,
  submittedRating,
  SUCCESS_TOASTS,
  type reviewSubmissionSchema,
} from '@manara/contracts';
import {
  Button,
  ButtonLink,
  Card,
  NumberField,
  Rating,
  SectionHeading,
  Select,
  Skeleton,
  Stack,
  TextArea,
  toast,
  cluster,
  Link,
} from '@manara/ui';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { FormNotice, usePostedForm, useServerErrors } from '@/components/posted-form';
import { paths } from '@/config/paths';
import { useResolverOnDemand } from '@/lib/resolver-on-demand';
import { failureToast } from '@/lib/session';
import { useCreateReview } from '../api/create-review';

export const SHARE_REVIEW_ANCHOR = 'share-review';

type Schema = typeof reviewSubmissionSchema;
const defaultValues: z.input<Schema> = { service: '', quote: '', rating: RATING.default };

const Panel = styled(Card)(({ theme }) => ({ padding: theme.space[6], maxWidth: theme.sizes.md, height: 'auto' }));

const RatingRow = styled.div(({ theme }) => ({
  ...cluster(theme, 4, 'end'),
  '& [data-slot="field"]': { maxWidth: '10rem' },
  '& [data-slot="rating"]': { paddingBottom: theme.space[2] },
}));

function ShareReviewForm({ user }: { user: User | null }) {
  const createReview = useCreateReview();
  const posted = usePostedForm('review', SHARE_REVIEW_ANCHOR, defaultValues);
  const { resolver, warm } = useResolverOnDemand((schemas) => schemas.reviewSubmissionSchema);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: posted.defaultValues,
  });
  const { handleSubmit, reset, setValue, getValues, control, setError } = form;
  useServerErrors(setError, posted.outcome?.fieldErrors);
  // The stars show the rating as it will be stored, while the member types it.
  const rating = submittedRating(useWatch({ control, name: 'rating' }));

  const onValid = (submission: z.output<Schema>) => {
    if (!user) {
      toast.error(FAILURE_TOASTS.reviewSignIn);
      return;
    }
    createReview.mutate(submission, {
      onSuccess: () => {
        toast.success(SUCCESS_TOASTS.reviewSubmitted);
        reset(defaultValues);
      },
      onError: (error) => toast.error(failureToast(error, FAILURE_TOASTS.reviewSubmit)),
    });
  };

  const onInvalid = () => toast.error(FAILURE_TOASTS.reviewMissingDetails);
  const clampOnBlur = () => setValue('rating', submittedRating(getValues('rating')), { shouldValidate: true });

  return (
    <form
      {...posted.formProps}
      onSubmit={(event) => {
        posted.dismissNotice();
        void handleSubmit(onValid, onInvalid)(event);
      }}
      onFocus={warm}
      aria-label="Share your review"
    >
      {posted.formField}
      <FormNotice notice={posted.notice} />
      <Stack gap={5}>
        <Select
          control={control}
          name="service"
          label="Service"
          placeholder="Select a service"
          options={REVIEW_SERVICES}
          required
        />
        <RatingRow>
          <NumberField
            control={control}
            name="rating"
            label="Rating"
            hint={`From ${RATING.submitMin} to ${RATING.max}`}
            min={RATING.submitMin}
            max={RATING.max}
            step={RATING.step}
            onBlur={clampOnBlur}
          />
          <Rating value={rating} showValue size="lg" />
        </RatingRow>
        <TextArea
          control={control}
          name="quote"
          label="Your story"
          hint="What did we help you with, and what changed for your research?"
          required
          rows={5}
        />
        <div>
          <Button type="submit" loading={createReview.isPending}>
            Submit review
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SignInPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  // Like a route guard: /auth brings the member back to this form after signing in.
  const state = { from: `${location.pathname}${location.search}#${SHARE_REVIEW_ANCHOR}` };
  return (
    <Stack gap={4} align="flex-start">
      <p style={{ margin: 0 }}>
        Reviews come from signed-in members, so every story on this page is from a real client. Sign in to share your
        experience; our admin team approves each review before it appears here.
      </p>
      <ButtonLink
        href={paths.auth}
        onClick={(event) => {
          event.preventDefault();
          void navigate(paths.auth, { state });
        }}
      >
        Sign in to share a review
      </ButtonLink>
    </Stack>
  );
}

/** The share-review block at #share-review: the form when signed in, otherwise a sign-in link. */
export interface ShareReviewProps {
  /** The signed-in member (from the session), or null. */
  user: User | null;
  /** True while the session is still being confirmed by the server. */
  checking: boolean;
}

export function ShareReview({ user, checking }: ShareReviewProps) {
  return (
    <section id={SHARE_REVIEW_ANCHOR} aria-labelledby="share-review-title" style={{ scrollMarginTop: '5rem' }}>
      <SectionHeading
        headingId="share-review-title"
        eyebrow="Your turn"
        title="Share your experience"
        description="Tell other researchers how working with Manara Research went. Reviews are published after approval."
      />
      <Panel>
        {user ? (
          <ShareReviewForm user={user} />
        ) : checking ? (
          <>
            <Skeleton height="6rem" />
            {/*
              The session is known only once the page's scripts ask the server. Without scripts the
              form is there for whoever is signed in; the server refuses a visitor in the product's words.
            */}
            <noscript>
              <style>{`#${SHARE_REVIEW_ANCHOR} [data-slot="skeleton"] { display: none; }`}</style>
              <Stack gap={4}>
                <p style={{ margin: 0 }}>
                  Reviews come from signed-in members. <Link href={paths.auth}>Sign in</Link> first, then share your
                  story here.
                </p>
                <ShareReviewForm user={null} />
              </Stack>
            </noscript>
          </>
        ) : (
          <SignInPrompt />
        )}
      </Panel>
    </section>
  );
}
