import { Card, CardDescription, CardHeader, CardLink, CardTitle, Grid } from '@manara/ui';
import { paths } from '@/config/paths';

interface WorkspaceCard {
  title: string;
  description: string;
  href: string;
}

/** The four workspace cards; Support chat opens a mail to support. */
export function WorkspaceCards({ supportEmail }: { supportEmail: string | undefined }) {
  const cards: WorkspaceCard[] = [
    { title: 'My Projects', description: 'Follow your cohort workgroups and milestones.', href: paths.workgroups },
    { title: 'My Courses', description: 'Browse the catalog and pick up where you left off.', href: paths.courses },
    { title: 'Invoices / Payments', description: 'Review plans, regional prices and billing.', href: paths.pricing },
    {
      title: 'Support chat',
      description: 'Write to our research support team.',
      href: `mailto:${supportEmail ?? ''}`,
    },
  ];
  return (
    <Grid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap={4} aria-label="Workspace">
      {cards.map((card) => (
        <Card as="li" key={card.title} interactive>
          <CardHeader>
            <CardTitle level={3}>
              <CardLink href={card.href}>{card.title}</CardLink>
            </CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </Grid>
  );
}
