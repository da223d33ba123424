import styled from '@emotion/styled';
import type { LeadFilter } from '@manara/contracts';
import { Stack } from '@manara/ui';
import { leadsCsvHref, SUBSCRIBERS_CSV_HREF } from '../lib/inbox';
import { AdminSubsection } from './admin-section';
import { DownloadLink } from './download-link';

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
      <Stack as="ul" gap={3}>
        <li>
          <DownloadLink href={leadsCsvHref(filter)} download>
            {filtered ? 'Download the filtered leads (CSV)' : 'Download all leads (CSV)'}
          </DownloadLink>
          <Hint>Every lead that matches the filters, newest first, with its details and notes.</Hint>
        </li>
        <li>
          <DownloadLink href={SUBSCRIBERS_CSV_HREF} download>
            Download confirmed subscribers (CSV)
          </DownloadLink>
          <Hint>Newsletter subscribers who confirmed their address and have not unsubscribed, with their consent.</Hint>
        </li>
      </Stack>
    </AdminSubsection>
  );
}
