import styled from '@emotion/styled';
import { REVIEW_SERVICES } from '@manara/contracts';
import { Button, EmptyState, Grid, Rating, VisuallyHidden, spreadRow, cluster } from '@manara/ui';
import { useMemo } from 'react';
import { FilterSelect, LoadFailed, LoadingGrid, useFilterParams } from '../../../components/browse';
import { useReviews } from '../../../lib/queries/get-reviews';
import { ALL_SERVICES, averageRating, filterReviews, reviewServiceOptions } from '../utils/reviews';
import { ReviewItem } from './review-item';

const Toolbar = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'end', 4),
  marginBottom: theme.space[6],
}));

const FilterField = styled.div({ minWidth: 'min(18rem, 100%)' });

const Summary = styled.p(({ theme }) => ({
  ...cluster(theme, 3),
  margin: 0,
  color: theme.colors.textMuted,
}));

/** The approved reviews with their average rating and the service filter, which lives in the URL. */
export function ReviewsBrowser({ headingId }: { headingId: string }) {
  const { data: reviews = [], isPending, isError, refetch } = useReviews();
  const { params, setFilter } = useFilterParams(ALL_SERVICES);
  const services = useMemo(() => reviewServiceOptions(reviews, REVIEW_SERVICES), [reviews]);
  const requested = params.get('service');
  const service = requested && services.includes(requested) ? requested : ALL_SERVICES;
  const visible = useMemo(() => filterReviews(reviews, service), [reviews, service]);
  const average = averageRating(visible);

  const setService = (value: string) => setFilter('service', value);

  return (
    <section aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Approved reviews
      </VisuallyHidden>
      <Toolbar>
        <FilterField>
          <FilterSelect
            label="Service"
            allLabel="All services"
            allValue={ALL_SERVICES}
            value={service}
            options={services}
            onChange={setService}
          />
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
        <LoadingGrid label="Loading reviews" />
      ) : isError ? (
        <LoadFailed titleLevel={3} title="Reviews could not be loaded" onRetry={() => void refetch()} />
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
