import styled from '@emotion/styled';
import { formatNumber } from '@manara/contracts';
import { ChevronDownIcon, Link, surface } from '@manara/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAdminSummary } from '../api/get-summary';
import { ADMIN_SECTIONS, adminHref, PANEL_TITLE, sectionAt } from '../lib/sections';

const Nav = styled.nav(({ theme }) => ({
  [theme.mq.lg]: { position: 'sticky', top: '5.5rem' },
}));

/** Phones and tablets: the list opens from this button; from 1024 px the list is always there. */
const Toggle = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[4]}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  '& svg': { transition: `transform ${theme.motion.durations.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& [data-slot="toggle-label"]': { color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium },
  [theme.mq.lg]: { display: 'none' },
}));

const Heading = styled.p(({ theme }) => ({
  display: 'none',
  margin: `0 0 ${theme.space[3]}`,
  paddingInline: theme.space[3],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: theme.letterSpacings.wide,
  textTransform: 'uppercase',
  [theme.mq.lg]: { display: 'block' },
}));

const List = styled.ul(({ theme }) => ({
  margin: `${theme.space[2]} 0 0`,
  padding: theme.space[2],
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[0.5],
  ...surface(theme),
  '&[data-state="closed"]': { display: 'none' },
  [theme.mq.lg]: {
    '&[data-state="closed"], &[data-state="open"]': { display: 'flex' },
    margin: 0,
    padding: 0,
    border: 0,
    background: 'transparent',
  },
}));

const Item = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[2],
  minHeight: '2.5rem',
  padding: `0 ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.surfaceMuted, color: theme.colors.text, textDecoration: 'none' },
  '&[aria-current="page"]': {
    background: theme.colors.accentSubtle,
    color: theme.colors.accentSubtleText,
    fontWeight: theme.fontWeights.semibold,
    boxShadow: `inset 3px 0 0 ${theme.colors.accent}`,
  },
}));

const Count = styled.span(({ theme }) => ({
  minWidth: '1.75rem',
  padding: `0 ${theme.space[1.5]}`,
  borderRadius: theme.radii.full,
  background: theme.colors.surfaceMuted,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '[aria-current="page"] > &': { background: theme.colors.surface, color: theme.colors.accentSubtleText },
}));

/**
 * The sections of the control panel with their counts: a sidebar from 1024 px, a menu button on
 * smaller screens. The current section carries aria-current; the menu closes once one is chosen.
 */
export function AdminNav() {
  const { pathname } = useLocation();
  const { '*': splat } = useParams();
  const summary = useAdminSummary();
  // The phone menu is open for one address: choosing a section closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = sectionAt(splat);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    toggle.current?.focus();
  };

  return (
    <Nav aria-label={PANEL_TITLE} onKeyDown={closeOnEscape}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <span>
          <span data-slot="toggle-label">Section: </span>
          {current?.title ?? 'Choose a section'}
        </span>
        <ChevronDownIcon />
      </Toggle>
      <Heading aria-hidden="true">{PANEL_TITLE}</Heading>
      <List id={listId} data-state={open ? 'open' : 'closed'}>
        {ADMIN_SECTIONS.map((section) => {
          const count = 'metric' in section ? summary.data?.metrics?.[section.metric] : undefined;
          return (
            <li key={section.id}>
              <Item
                href={adminHref(section)}
                variant="subtle"
                aria-current={section.id === current?.id ? 'page' : undefined}
              >
                <span>{section.title}</span>
                {typeof count === 'number' ? <Count>{formatNumber(count)}</Count> : null}
              </Item>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
