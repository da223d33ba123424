import styled from '@emotion/styled';
import { Container, Link, Skeleton, unstyledList } from '@manara/ui';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { FOOTER_NAV_ID, navItems, type NavItem } from './nav-items';

const FooterBar = styled.footer(({ theme }) => ({
  marginTop: 'auto',
  background: theme.colors.bgSubtle,
  borderTop: `1px solid ${theme.colors.border}`,
  paddingBlock: theme.space[12],
  color: theme.colors.text,
  // One size for everything but the brand line and the column titles.
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeights.normal,
  p: { margin: `0 0 ${theme.space[2]}` },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  // Connect is as wide as its longest line, so the support address fits whole beside the others.
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) repeat(2, minmax(0, 1fr)) max-content' },
}));

const ColumnTitle = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
  marginBottom: theme.space[3],
}));

const LinkList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[2],
  a: { display: 'inline-block', paddingBlock: theme.space[0.5] },
}));

const Brand = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.bold,
  marginBottom: theme.space[2],
}));

const Muted = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

/** An address is one word: the line may break before it, never inside it. */
const Email = styled(Link)({ whiteSpace: 'nowrap' });

const BottomLine = styled.div(({ theme }) => ({
  marginTop: theme.space[10],
  paddingTop: theme.space[6],
  borderTop: `1px solid ${theme.colors.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space[3],
  color: theme.colors.textMuted,
}));

const solutions: readonly NavItem[] = [
  navItems.dataAnalysis,
  navItems.researchServices,
  navItems.workgroups,
  navItems.courses,
  navItems.pricing,
];

const resources: readonly NavItem[] = [
  navItems.journalSelection,
  navItems.researchWriter,
  navItems.portfolio,
  navItems.reviews,
  navItems.about,
];

/** A titled column of footer links; `children` adds items after the plain links. */
function LinkColumn({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly NavItem[];
  children?: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <ColumnTitle id={id}>{title}</ColumnTitle>
      <LinkList>
        {links.map((item) => (
          <li key={item.href}>
            <Link href={item.href} variant="subtle">
              {item.label}
            </Link>
          </li>
        ))}
        {children}
      </LinkList>
    </nav>
  );
}

/**
 * The footer on every page: the brand with the offices and the remote-first line, the Solutions,
 * Resources and Connect columns, and the support address; offices, address and chat link come from
 * GET /api/site.
 */
export default function SiteFooter() {
  const { data: settings, isPending, isError } = useSiteSettings();
  const { user } = useSession();
  const year = new Date().getFullYear();

  return (
    <FooterBar>
      <Container>
        <Columns>
          <section aria-labelledby="footer-about">
            <Brand id="footer-about">Manara Research</Brand>
            <Muted>
              Data analysis, research services and courses for healthcare researchers, clinicians, academic teams and
              students.
            </Muted>
            <div aria-busy={isPending || undefined}>
              {isPending ? (
                <>
                  <Skeleton width="70%" height="1rem" />
                  <Skeleton width="85%" height="1rem" />
                </>
              ) : (
                <>
                  {settings ? <p>Offices in {settings.offices.join(', ').replace(/, ([^,]*)$/, ' and $1')}.</p> : null}
                  <Muted>We are a remote-first team, working with researchers wherever they are.</Muted>
                </>
              )}
            </div>
          </section>
          <LinkColumn id={FOOTER_NAV_ID} title="Solutions" links={solutions} />
          <LinkColumn id="footer-resources" title="Resources" links={resources} />
          <LinkColumn id="footer-connect" title="Connect" links={[{ ...navItems.contact, label: 'Contact us' }]}>
            {settings ? (
              <>
                <li>
                  <Email href={`mailto:${settings.supportEmail}`} variant="subtle">
                    {settings.supportEmail}
                  </Email>
                </li>
                <li>
                  <Link href={settings.chatLink} variant="subtle" newTab>
                    Join the research community chat
                  </Link>
                </li>
              </>
            ) : isError ? null : (
              <li>
                <Skeleton width="10rem" height="1rem" />
              </li>
            )}
            <li>
              {user ? (
                <Link href={paths.dashboard} variant="subtle">
                  Dashboard
                </Link>
              ) : (
                <Link href={paths.auth} variant="subtle">
                  Member sign in
                </Link>
              )}
            </li>
          </LinkColumn>
        </Columns>
        <BottomLine>
          <span>© {year} Manara Research. All rights reserved.</span>
          {settings ? (
            <span>
              Support: <Email href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Email>
            </span>
          ) : null}
        </BottomLine>
      </Container>
    </FooterBar>
  );
}
