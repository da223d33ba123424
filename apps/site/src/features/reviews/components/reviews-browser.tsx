import styled from '@emotion/styled';
import { REVIEW_SERVICES } from '@manara/contracts';
import { Button, EmptyState, Field, Grid, NativeSelect, Rating, Skeleton, VisuallyHidden } from '@manara/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReviews } from '../../../lib/queries/get-reviews';
import { ALL_SERVICES, averageRating, filterReviews, reviewServiceOptions } from '../utils/reviews';
import { ReviewItem } from './review-item';

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  alignItems: 'end',
  justifyContent: 'space-between',
  marginBottom: theme.space[6],
}));

const FilterField = styled.div({ minWidth: 'min(18rem, 100%)' });

const Summary = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  margin: 0,
  color: theme.colors.textMuted,
}));

/** The approved reviews with the service filter (spec §2). The filter lives in the URL. */
export function ReviewsBrowser({ headingId }: { headingId: string }) {
  const { data: reviews = [], isPending, isError, refetch } = useReviews();
  const [params, setParams] = useSearchParams();
  const services = useMemo(() => reviewServiceOptions(reviews, REVIEW_SERVICES), [reviews]);
  const requested = params.get('service');
  const service = requested && services.includes(requested) ? requested : ALL_SERVICES;
  const visible = useMemo(() => filterReviews(reviews, service), [reviews, service]);
  const average = averageRating(visible);

  const setService = (value: string) =>
    setParams(value === ALL_SERVICES ? new URLSearchParams() : new URLSearchParams({ service: value }), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Approved reviews
      </VisuallyHidden>
      <Toolbar>
        <FilterField>
          <Field label="Service">
            {(control) => (
              <NativeSelect {...control} value={service} onChange={(e) => setService(e.target.value)}>
                <option value={ALL_SERVICES}>All services</option>
                {services.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </FilterField>
        {!isPending && !isError ? (
          <Summary role="status" aria-live="polite">
            {average === null ? (
              'No reviews yet'
            ) : (
              <>
                <Rating value={average} showValue size="lg" />
                <span>
                  Average of {visible.length} approved {visible.length === 1 ? 'review' : 'reviews'}
                </span>
              </>
            )}
          </Summary>
        ) : null}
      </Toolbar>

      {isPending ? (
        <Grid columns={{ base: 1, md: 2, lg: 3 }} aria-busy="true" aria-label="Loading reviews">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height="14rem" />
          ))}
        </Grid>
      ) : isError ? (
        <EmptyState
          titleLevel={3}
          title="Reviews could not be loaded"
          description="Check your connection and try again."
          actions={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : visible.length === 0 ? (
        <EmptyState
          titleLevel={3}
          title={service === ALL_SERVICES ? 'No reviews yet' : `No reviews for ${service} yet`}
          description="Reviews appear here once our team has approved them."
          {...(service === ALL_SERVICES
            ? {}
            : { actions: <Button onClick={() => setService(ALL_SERVICES)}>Show all services</Button> })}
        />
      ) : (
        <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} aria-label="Reviews">
          {visible.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
