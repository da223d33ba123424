import styled from '@emotion/styled';
import { formatNumber, REVIEW_SERVICES } from '@manara/contracts';
import { PUBLIC_PAGE_SIZE } from '@manara/contracts/constants/limits';
import { Button, EmptyState, Rating, VisuallyHidden, spreadRow, cluster } from '@manara/ui';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  FilterSelect,
  firstPageOf,
  LoadFailed,
  LoadingGrid,
  PagedGrid,
  PastLastPage,
  pageSearch,
  useFilterParams,
  usePagedList,
} from '@/components/browse';
import { paths } from '@/config/paths';
import { reviewList } from '@/lib/queries/get-reviews';
import { reviewSummaryQuery } from '../api/get-review-summary';
import { ALL_SERVICES, reviewFilterOf, reviewServiceOf } from '../utils/reviews';
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

/**
 * The approved reviews with their average rating and the service filter, which lives in the URL
 * with a page past the first. The server filters, pages and averages them (every matching review,
 * not only those on screen): a page at a time, Show more for the next.
 */
export function ReviewsBrowser({ headingId }: { headingId: string }) {
  const { params, asked, firstPage, setFilter } = useFilterParams(ALL_SERVICES);
  const service = reviewServiceOf(params.get('service'));
  const filter = reviewFilterOf(service);
  const summary = useQuery(reviewSummaryQuery(filter));
  const list = usePagedList({
    pageQuery: (page) => reviewList.page(filter, page),
    firstPage,
    pageSize: PUBLIC_PAGE_SIZE.reviews,
    filterKey: service,
  });
  const { first } = list;

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
            // The service asked for, while its reviews load.
            value={reviewServiceOf(asked.get('service'))}
            options={REVIEW_SERVICES}
            onChange={setService}
          />
        </FilterField>
        {summary.data ? (
          <Summary role="status" aria-live="polite">
            {summary.data.average === null ? (
              'No reviews yet'
            ) : (
              <>
                <Rating value={summary.data.average} showValue size="lg" />
                <span>
                  Average of {formatNumber(summary.data.count)} approved{' '}
                  {summary.data.count === 1 ? 'review' : 'reviews'}
                </span>
              </>
            )}
          </Summary>
        ) : null}
      </Toolbar>

      {first.isPending ? (
        <LoadingGrid label="Loading reviews" />
      ) : first.isError ? (
        <LoadFailed titleLevel={3} title="Reviews could not be loaded" onRetry={() => void first.refetch()} />
      ) : first.data.total === 0 ? (
        <EmptyState
          titleLevel={3}
          title={service === ALL_SERVICES ? 'No reviews yet' : `No reviews for ${service} yet`}
          description="Reviews appear here once our team has approved them."
          {...(service === ALL_SERVICES
            ? {}
            : { actions: <Button onClick={() => setService(ALL_SERVICES)}>Show all services</Button> })}
        />
      ) : first.data.items.length === 0 ? (
        <PastLastPage titleLevel={3} things="reviews" firstPageHref={`${paths.reviews}${pageSearch(params, 1)}`} />
      ) : (
        <PagedGrid
          list={list}
          label="Reviews"
          moreLabel="Show more reviews"
          pageHref={(page) => `${paths.reviews}${pageSearch(params, page)}`}
          renderItem={(review) => <ReviewItem review={review} />}
        />
      )}
    </section>
  );
}

/** What the reviews page reads for an address, for the route's loader. */
export async function primeReviews(queryClient: QueryClient, searchParams: URLSearchParams): Promise<void> {
  const filter = reviewFilterOf(reviewServiceOf(searchParams.get('service')));
  await Promise.all([
    queryClient.ensureQueryData(reviewSummaryQuery(filter)),
    queryClient.ensureQueryData(reviewList.page(filter, firstPageOf(searchParams))),
  ]);
}
