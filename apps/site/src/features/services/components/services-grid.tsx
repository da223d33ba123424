import { Grid, ServiceCard, Skeleton } from '@manara/ui';
import { useServices } from '@/lib/queries/get-services';

/** The home page's services grid: every card links to its service's own route. */
export function ServicesGrid() {
  const { data: services, isPending, isError } = useServices();
  if (isPending) {
    return (
      <Grid columns={{ base: 1, md: 2, xl: 4 }} aria-busy="true" aria-label="Loading services">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16rem" />
        ))}
      </Grid>
    );
  }
  if (isError) {
    return <p role="alert">We could not load our services right now. Please refresh the page to try again.</p>;
  }
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, xl: 4 }}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard
            title={service.title}
            summary={service.summary}
            features={service.features}
            href={service.route}
            style={{ height: '100%' }}
          />
        </li>
      ))}
    </Grid>
  );
}
