import styled from '@emotion/styled';
import { ChevronDownIcon, floatingSurface, unstyledList } from '@manara/ui';
import { useEffect, useRef } from 'react';
import { isCurrent, type NavGroup } from './nav-items';
import { NavLink, navEntryStyles } from './nav-link';

const Menu = styled.details(({ theme }) => ({
  position: 'relative',
  '& > summary': {
    ...navEntryStyles(theme),
    gap: theme.space[1],
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    svg: { flexShrink: 0, transition: `transform ${theme.motion.durations.fast}` },
  },
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
  '& > ul': { ...unstyledList, display: 'grid', gap: theme.space[0.5] },
  // The header's: a panel under the label, over the page (the phone menu styles its own).
  '&[data-variant="dropdown"] > ul': {
    position: 'absolute',
    top: `calc(100% + ${theme.space[2]})`,
    insetInlineStart: 0,
    minWidth: '15rem',
    padding: theme.space[2],
    ...floatingSurface(theme),
    zIndex: theme.zIndices.overlay,
    a: { width: '100%' },
  },
}));

interface NavMenuProps {
  group: NavGroup;
  pathname: string;
  /** `dropdown` in the desktop header, `inline` in the phone menu (open there on one of its pages). */
  variant: 'dropdown' | 'inline';
  /** Runs when one of its pages is followed (the phone menu closes). */
  onNavigate?: () => void;
}

/**
 * A menu of the main navigation (Services), as a disclosure: its label shows or hides the list of
 * its pages, which are plain links (site navigation, not an application menu: no menu role, Tab
 * moves through the links). A `<details>` element, so it opens and closes from the server's HTML
 * before any script runs and is announced as expanded or collapsed; once hydrated, Escape closes it
 * and gives focus back to its label, and so does a click or focus outside it or following a link.
 */
export function NavMenu({ group, pathname, variant, onNavigate }: NavMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const current = isCurrent(group, pathname);

  // Following a link (or the back button) closes it; a menu opened before hydration stays open.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const menu = ref.current;
    if (!menu || variant !== 'dropdown') return;
    const closeOutside = (event: Event) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [variant]);

  return (
    <Menu
      ref={ref}
      data-variant={variant}
      // The phone menu opens on the pages of the one the reader is on.
      open={variant === 'inline' && current}
      onKeyDown={(event) => {
        const menu = ref.current;
        if (event.key !== 'Escape' || !menu?.open) return;
        // Inside the phone menu, Escape closes this list only, not the whole menu.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }}
    >
      <summary data-current={current || undefined}>
        {group.label}
        <ChevronDownIcon size={16} />
      </summary>
      <ul>
        {group.items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} current={isCurrent(item, pathname)} onClick={onNavigate} />
          </li>
        ))}
      </ul>
    </Menu>
  );
}
