import styled from '@emotion/styled';
import type { LeadFilter } from '@manara/contracts';
import { leadsCsvHref, SUBSCRIBERS_CSV_HREF } from '../lib/inbox';
import { AdminSubsection } from './admin-section';

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

/**
 * A plain anchor, not the router's link: the file is the server's answer, so the browser must ask
 * for it itself (a client-side route would show "page not found").
 */
const Download = styled.a(({ theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: theme.colors.linkHover, textDecorationThickness: '2px' },
}));

const Hint = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
}));

/** CSV downloads (same format as /cms would give): the leads as filtered above, and the newsletter's audience. */
export function InboxExports({ filter }: { filter: LeadFilter }) {
  const filtered = Boolean(filter.kind || filter.status || filter.q);
  return (
    <AdminSubsection title="Exports">
      <List>
        <li>
          <Download href={leadsCsvHref(filter)} download>
            {filtered ? 'Download the filtered leads (CSV)' : 'Download all leads (CSV)'}
          </Download>
          <Hint>Every lead that matches the filters, newest first, with its details and notes.</Hint>
        </li>
        <li>
          <Download href={SUBSCRIBERS_CSV_HREF} download>
            Download confirmed subscribers (CSV)
          </Download>
          <Hint>Newsletter subscribers who confirmed their address and have not unsubscribed, with their consent.</Hint>
        </li>
      </List>
    </AdminSubsection>
  );
}
