import styled from '@emotion/styled';
import { Button, ButtonLink, Container, SkipLink, unstyledList } from '@manara/ui';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { HeaderCountry } from './header-country';
import { accountMenu, mobileMenu } from './header-menus';
import { ThemeControl } from './header-controls';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { FOOTER_NAV_ID, isCurrent, isGroup, mainNav } from './nav-items';
import { NavMenu } from './nav-menu';

/**
 * The full navigation from a small laptop up (1024 px, so a 1280 px screen with a scrollbar has it
 * too); below it the menu button takes over.
 */
const DESKTOP = '@media (min-width: 1024px)';

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.sticky,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.sm,
  // An application's bar spans the window, over its sidebar and its work area.
  '&[data-layout="app"] [data-slot="container"]': { maxWidth: 'none' },
}));

/** The application's name beside the logo ("Control panel"), where the site has its navigation. */
const AppTitle = styled.p(({ theme }) => ({
  flex: 1,
  // On a phone the row keeps the logo and the controls; the sidebar's menu names the section.
  display: 'none',
  [theme.mq.md]: { display: 'block' },
  margin: 0,
  paddingInlineStart: theme.space[3],
  borderInlineStart: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.medium,
  whiteSpace: 'nowrap',
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: '4rem',
}));

const DesktopNav = styled.nav({
  flex: 1,
  display: 'none',
  justifyContent: 'center',
  [DESKTOP]: { display: 'flex' },
});

const NavList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'flex',
  gap: theme.space[1],
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  flexShrink: 0,
  marginInlineStart: 'auto',
  [DESKTOP]: { marginInlineStart: 0 },
}));

const DesktopOnly = styled.div({
  display: 'none',
  alignItems: 'center',
  flexShrink: 0,
  [DESKTOP]: { display: 'flex' },
});
const MobileOnly = styled.div({
  display: 'flex',
  [DESKTOP]: { display: 'none' },
  '&[data-always]': { display: 'flex' },
});

function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      style={{ flexShrink: 0 }}
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

interface SiteHeaderProps {
  /**
   * An application's name (the control panel's): the bar then names it beside the logo instead of
   * showing the main navigation and the country, which stay one press away in the menu, at any width.
   */
  appTitle?: string;
}

/** The sticky header on every page: skip link, logo, main navigation, country, theme and account. */
export function SiteHeader({ appTitle }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const { user } = useSession();
  // The menu remembers the page it was opened on: any navigation (a link, the back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenedOn(null), []);
  const signInLink = (
    <ButtonLink href={paths.auth} size="sm">
      Sign In
    </ButtonLink>
  );

  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Bar data-layout={appTitle ? 'app' : undefined}>
        <Container>
          <Row>
            <Logo />
            {appTitle ? (
              <AppTitle>{appTitle}</AppTitle>
            ) : (
              <DesktopNav aria-label="Main">
                <NavList>
                  {mainNav.map((item) => (
                    <li key={item.label}>
                      {isGroup(item) ? (
                        <NavMenu group={item} pathname={pathname} variant="dropdown" />
                      ) : (
                        <NavLink item={item} current={isCurrent(item, pathname)} />
                      )}
                    </li>
                  ))}
                </NavList>
              </DesktopNav>
            )}
            <Actions>
              {appTitle ? null : (
                <DesktopOnly>
                  <HeaderCountry />
                </DesktopOnly>
              )}
              <ThemeControl />
              <DesktopOnly>
                {user ? (
                  // Until the account menu's module is in (a moment), the header stays as the server sent it.
                  <Suspense fallback={signInLink}>
                    <accountMenu.Component user={user} pathname={pathname} />
                  </Suspense>
                ) : (
                  signInLink
                )}
              </DesktopOnly>
              <MobileOnly data-always={appTitle ? '' : undefined}>
                <Button
                  ref={menuButtonRef}
                  variant="outline"
                  size="sm"
                  aria-expanded={menuOpen}
                  aria-controls={menuOpen ? 'mobile-menu' : undefined}
                  onClick={() => setOpenedOn(pathname)}
                  onPointerEnter={mobileMenu.preload}
                  onTouchStart={mobileMenu.preload}
                  onFocus={mobileMenu.preload}
                  iconStart={<MenuIcon />}
                  data-needs-script=""
                >
                  Menu
                </Button>
                {/* Without scripts the menu cannot open: its button (hidden, as index.html hides every
                    control marked data-needs-script) gives way to a link to the same pages in the footer. */}
                <noscript>
                  <ButtonLink href={`#${FOOTER_NAV_ID}`} variant="outline" size="sm" iconStart={<MenuIcon />}>
                    Menu
                  </ButtonLink>
                </noscript>
              </MobileOnly>
            </Actions>
          </Row>
        </Container>
      </Bar>
      {menuOpen ? (
        <Suspense fallback={null}>
          <mobileMenu.Component open onClose={closeMenu} pathname={pathname} triggerRef={menuButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
