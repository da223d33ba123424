import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, CloseIcon, unstyledList } from '@manara/ui';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CountrySelect } from '@/components/country-select';
import { useCountry } from '@/lib/country';
import { AccountLinks } from './account-links';
import { NavLink } from './nav-link';
import { isCurrent, isGroup, mainNav } from './nav-items';
import { NavMenu } from './nav-menu';
import { useFocusTrap } from './use-focus-trap';

const slideIn = keyframes({
  from: { transform: 'translateX(1.5rem)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  background: theme.colors.overlay,
  zIndex: theme.zIndices.overlay,
}));

const Panel = styled.div(({ theme }) => ({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(22rem, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  padding: theme.space[5],
  overflowY: 'auto',
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  zIndex: theme.zIndices.modal,
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${slideIn} ${theme.motion.durations.normal} ${theme.motion.easings.out}`,
  },
}));

const PanelTop = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

const PanelTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

const NavList = styled.ul(({ theme }) => ({
  ...unstyledList,
  display: 'grid',
  gap: theme.space[1],
  a: { width: '100%', minHeight: '2.75rem' },
  // The Services menu: its pages under its label, indented like a tree.
  'li > details > summary': { width: '100%', minHeight: '2.75rem', justifyContent: 'space-between' },
  'li > details > ul': {
    marginTop: theme.space[1],
    marginInlineStart: theme.space[3],
    paddingInlineStart: theme.space[2],
    borderInlineStart: `2px solid ${theme.colors.border}`,
  },
}));

/**
 * The visitor's country in the mobile menu, named in full with its currency (it drives every price).
 * It lives here, not in the shell: the form field it is built from loads with the menu.
 */
function CountryControl() {
  const { country, setCountry } = useCountry();
  return <CountrySelect value={country} onValueChange={setCountry} />;
}

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The mobile menu: a modal panel that traps focus, closes on Escape, on the backdrop and on
 * navigation, and gives focus back to the menu button.
 */
export function MobileMenu({ open, onClose, pathname, triggerRef }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    onClose();
    triggerRef.current?.focus();
  }, [onClose, triggerRef]);

  useFocusTrap(panelRef, open, close);

  // The page behind does not scroll while the menu is open.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <>
      <Backdrop aria-hidden="true" onClick={close} data-testid="mobile-menu-backdrop" />
      <Panel ref={panelRef} id="mobile-menu" role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title">
        <PanelTop>
          <PanelTitle id="mobile-menu-title">Menu</PanelTitle>
          <Button variant="ghost" size="sm" onClick={close} aria-label="Close menu" iconStart={<CloseIcon />} />
        </PanelTop>
        <nav aria-label="Main">
          <NavList>
            {mainNav.map((item) => (
              <li key={item.label}>
                {isGroup(item) ? (
                  <NavMenu group={item} pathname={pathname} variant="inline" onNavigate={onClose} />
                ) : (
                  <NavLink item={item} current={isCurrent(item, pathname)} onClick={onClose} />
                )}
              </li>
            ))}
          </NavList>
        </nav>
        <CountryControl />
        <AccountLinks onNavigate={onClose} pathname={pathname} />
      </Panel>
    </>,
    document.body,
  );
}
