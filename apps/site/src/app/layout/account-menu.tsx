import styled from '@emotion/styled';
import { ChevronDownIcon, floatingSurface, unstyledList } from '@manara/ui';
import type { User } from '@manara/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSignOut } from '@/lib/session';
import { headerPill } from './header-pill';
import { accountNav, isCurrent } from './nav-items';
import { NavLink } from './nav-link';

const Wrap = styled.div({ position: 'relative' });

const Trigger = styled.button(({ theme }) => ({
  ...headerPill(theme),
  gap: theme.space[2],
  paddingInline: `${theme.space[1]} ${theme.space[2]}`,
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

export const Initial = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  borderRadius: theme.radii.full,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  fontWeight: theme.fontWeights.semibold,
}));

/** The first name only, from the widest laptops up: at 1024 px the navigation needs the room. */
const FirstName = styled.span(({ theme }) => ({
  display: 'none',
  maxWidth: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  [theme.mq.xl]: { display: 'inline' },
}));

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${theme.space[2]})`,
  minWidth: '15rem',
  padding: theme.space[2],
  ...floatingSurface(theme),
  zIndex: theme.zIndices.overlay,
}));

const Who = styled.div(({ theme }) => ({
  padding: `${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`,
  marginBottom: theme.space[1],
  borderBottom: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
  overflowWrap: 'anywhere',
  span: { display: 'block', color: theme.colors.textMuted },
}));

const AccountList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[1],
  // The entries line up with the name above and Sign out below.
  a: { width: '100%', paddingInline: theme.space[2] },
}));

const SignOutButton = styled.button(({ theme }) => ({
  width: '100%',
  minHeight: '2.5rem',
  paddingInline: theme.space[2],
  marginTop: theme.space[1],
  border: 0,
  borderTop: `1px solid ${theme.colors.border}`,
  borderRadius: 0,
  background: 'transparent',
  color: theme.colors.dangerText,
  font: 'inherit',
  fontWeight: theme.fontWeights.medium,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
  '&:disabled': { cursor: 'progress', opacity: 0.7 },
}));

export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

interface AccountEntriesProps {
  role: User['role'];
  pathname: string;
  /** Runs when an entry is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The member's account entries, shared by the desktop account menu and the mobile menu: Dashboard,
 * Admin for admins, the CMS for editors and admins, the current page marked.
 */
export function AccountEntries({ role, pathname, onNavigate }: AccountEntriesProps) {
  return (
    <AccountList>
      {accountNav(role).map((item) => (
        <li key={item.href}>
          <NavLink item={item} current={isCurrent(item, pathname)} onClick={onNavigate} />
        </li>
      ))}
    </AccountList>
  );
}

/** Sign out, under the account entries; `onSettled` runs once the server has answered. */
export function SignOut({ onSettled }: { onSettled: () => void }) {
  const signOut = useSignOut();
  return (
    <SignOutButton type="button" disabled={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSettled })}>
      Sign out
    </SignOutButton>
  );
}

/**
 * The signed-in member's one account menu: a disclosure button with their initial that
 * opens Dashboard, Admin for admins, the CMS for editors and admins, and Sign out, the current page marked. Escape, a click outside
 * or moving focus out closes it; Escape gives focus back to the button.
 */
export function AccountMenu({ user, pathname }: { user: User; pathname: string }) {
  // The menu remembers the page it was opened on: any navigation (a link, the back button) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    // The arrow keys move between the entries, as people expect of a menu-like list.
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  return (
    <Wrap
      ref={wrapRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Account: ${user.name}`}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <Initial aria-hidden="true">{initialOf(user.name)}</Initial>
        <FirstName aria-hidden="true">{user.name.trim().split(/\s+/)[0]}</FirstName>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <Panel id={panelId} ref={panelRef}>
          <Who>
            {user.name}
            <span>{user.email}</span>
          </Who>
          <nav aria-label="Account">
            <AccountEntries role={user.role} pathname={pathname} />
          </nav>
          <SignOut onSettled={close} />
        </Panel>
      ) : null}
    </Wrap>
  );
}
