import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardTitle, Grid } from '@manara/ui';
import { paths } from '../../../config/paths';
import { A_LA_CARTE_ITEMS } from '../content';

/** A mail to support that names the service, so the team can reply with a scope and a quote. */
export function scopeRequestHref(supportEmail: string, service: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(`Scope request: ${service}`)}`;
}

/**
 * The seven a-la-carte services. The spec shows Request scope without an action: here it opens an
 * e-mail to support naming the service (the contact page until the address is known), and says so.
 */
export function ALaCarteList({ titleLevel = 3, supportEmail }: { titleLevel?: 3 | 4; supportEmail?: string }) {
  return (
    <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
      {A_LA_CARTE_ITEMS.map((item) => (
        <li key={item.title}>
          <Card style={{ height: '100%' }}>
            <CardTitle level={titleLevel}>{item.title}</CardTitle>
            <CardContent>
              <CardDescription>{item.description}</CardDescription>
            </CardContent>
            <CardFooter>
              <ButtonLink
                href={supportEmail ? scopeRequestHref(supportEmail, item.title) : paths.contact}
                variant="outline"
                size="sm"
                aria-label={`Request scope by e-mail: ${item.title}`}
              >
                Request scope
              </ButtonLink>
            </CardFooter>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
