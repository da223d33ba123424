import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type User,
  FAILURE_TOASTS,
  RATING,
  REVIEW_SERVICES,
  reviewSubmissionSchema,
  SUCCESS_TOASTS,
} from '@manara/contracts';
import {
  Button,
  ButtonLink,
  Card,
  Field,
  Input,
  NativeSelect,
  Rating,
  SectionHeading,
  Skeleton,
  Stack,
  Textarea,
  toast,
} from '@manara/ui';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { buildReviewPayload, useCreateReview } from '../api/create-review';

export const SHARE_REVIEW_ANCHOR = 'share-review';

type Schema = typeof reviewSubmissionSchema;
const defaultValues: z.input<Schema> = { service: '', quote: '', rating: RATING.default };

const Panel = styled(Card)(({ theme }) => ({ padding: theme.space[6], maxWidth: theme.sizes.md }));

const RatingRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: theme.space[4],
  '& [data-slot="field"]': { maxWidth: '10rem' },
  '& [data-slot="rating"]': { paddingBottom: theme.space[2] },
}));

/** Clamps a typed rating to 1–5 in 0.1 steps, the way the submission schema will. */
const clampRating = (value: unknown) => reviewSubmissionSchema.shape.rating.parse(value);

function ShareReviewForm({ user }: { user: User | null }) {
  const createReview = useCreateReview();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(reviewSubmissionSchema),
    defaultValues,
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = form;
  const rating = clampRating(useWatch({ control, name: 'rating' }));

  const onValid = (submission: z.output<Schema>) => {
    if (!user) {
      toast.error(FAILURE_TOASTS.reviewSignIn);
      return;
    }
    createReview.mutate(buildReviewPayload(user, submission), {
      onSuccess: () => {
        toast.success(SUCCESS_TOASTS.reviewSubmitted);
        reset(defaultValues);
      },
      onError: (error) => {
        const serverMessage = error instanceof ApiRequestError ? error.serverMessage : undefined;
        toast.error({
          title: FAILURE_TOASTS.reviewSubmit.title,
          message: serverMessage ?? FAILURE_TOASTS.reviewSubmit.message,
        });
      },
    });
  };

  const onInvalid = () => toast.error(FAILURE_TOASTS.reviewMissingDetails);
  const ratingField = register('rating', {
    onBlur: (event: { target: { value: string } }) =>
      setValue('rating', clampRating(event.target.value), { shouldValidate: true }),
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} aria-label="Share your review">
      <Stack gap={5}>
        <Field label="Service" required error={errors.service?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('service')}>
              <option value="">Select a service</option>
              {REVIEW_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <RatingRow>
          <Field label="Rating" hint={`From ${RATING.submitMin} to ${RATING.max}`} error={errors.rating?.message}>
            {(control) => (
              <Input
                {...control}
                {...ratingField}
                type="number"
                inputMode="decimal"
                min={RATING.submitMin}
                max={RATING.max}
                step={RATING.step}
              />
            )}
          </Field>
          <Rating value={rating} showValue size="lg" />
        </RatingRow>
        <Field
          label="Your story"
          hint="What did we help you with, and what changed for your research?"
          required
          error={errors.quote?.message}
        >
          {(control) => <Textarea {...control} {...register('quote')} rows={5} />}
        </Field>
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

/** The share-review block at #share-review: the form when signed in, otherwise a sign-in link (spec §2). */
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
      <Panel>{user ? <ShareReviewForm user={user} /> : checking ? <Skeleton height="6rem" /> : <SignInPrompt />}</Panel>
    </section>
  );
}
