import type { ALaCarteItem } from '@manara/contracts';
import { A_LA_CARTE_SERVICES, type ALaCarteService } from '@manara/contracts/constants/a-la-carte';
import { Button, Card, CardContent, CardDescription, CardFooter, CardTitle, Grid } from '@manara/ui';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession, useWhenSessionKnown } from '@/lib/session';

/** The dialog (a form, with zod) loads when a member first asks for a scope. */
const ScopeRequestDialog = lazy(() => import('./scope-request-dialog'));

/** The query parameter naming the service whose dialog opens (the way back from /auth). */
export const SCOPE_PARAM = 'scope';

export function isALaCarteService(value: string | null): value is ALaCarteService {
  return (A_LA_CARTE_SERVICES as readonly (string | null)[]).includes(value);
}

interface ALaCarteListProps {
  /** The cards as an editor wrote them in /cms; each names the service its request asks for. */
  items: ALaCarteItem[];
  titleLevel?: 3 | 4;
}

/**
 * The a-la-carte services, each with Request scope: a signed-in member
 * describes the need in a dialog and it becomes a service request; a visitor goes to /auth and comes
 * back to this page with `?scope=<service>`, and the dialog opens for that service.
 */
export function ALaCarteList({ items, titleLevel = 3 }: ALaCarteListProps) {
  const { user } = useSession();
  const whenSessionKnown = useWhenSessionKnown();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(SCOPE_PARAM);
  // The URL names the open dialog, so the way back from /auth and a click open it alike. The user is
  // known only after hydration, so the server's HTML never has it open.
  const open = user && isALaCarteService(asked) ? asked : null;

  const withScope = (service: ALaCarteService | null) => {
    const next = new URLSearchParams(searchParams);
    if (service) next.set(SCOPE_PARAM, service);
    else next.delete(SCOPE_PARAM);
    return next;
  };

  const request = (service: ALaCarteService) =>
    whenSessionKnown((known) => {
      if (known) {
        setSearchParams(withScope(service), { replace: true, preventScrollReset: true });
        return;
      }
      const from = `${location.pathname}?${withScope(service).toString()}`;
      void navigate(paths.auth, { state: { from } });
    });

  const close = () => setSearchParams(withScope(null), { replace: true, preventScrollReset: true });

  return (
    <>
      <Grid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={5}>
        {items.map((item) => (
          <li key={item.service}>
            <Card style={{ height: '100%' }}>
              <CardTitle level={titleLevel}>{item.title}</CardTitle>
              <CardContent>
                <CardDescription>{item.description}</CardDescription>
              </CardContent>
              <CardFooter>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Request scope: ${item.title}`}
                  onClick={() => request(item.service)}
                  // The request is a dialog for a member: without scripts index.html hides the button.
                  data-needs-script=""
                >
                  Request scope
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </Grid>
      {open ? (
        <Suspense fallback={null}>
          <ScopeRequestDialog service={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
