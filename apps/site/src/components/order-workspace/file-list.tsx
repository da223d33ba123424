import styled from '@emotion/styled';
import { ORDER_FILE_TYPES, type OrderFile } from '@manara/contracts';
import { Badge, Link, surface } from '@manara/ui';
import { fileSize, formatDateTime } from '@/lib/format';
import { authorLabel, type OrderViewer } from './who';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  ...surface(theme),
  '& > li + li': { borderTop: `1px solid ${theme.colors.border}` },
}));

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: `${theme.space[1]} ${theme.space[3]}`,
  padding: `${theme.space[3]} ${theme.space[4]}`,
  p: { margin: 0 },
}));

const Kind = styled.span(({ theme }) => ({
  minWidth: '3rem',
  padding: `${theme.space[1]} ${theme.space[1.5]}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceMuted,
  color: theme.colors.text,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  textAlign: 'center',
  letterSpacing: theme.letterSpacings.wide,
}));

const Name = styled.p({
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  alignItems: 'center',
});

const Meta = styled.p(({ theme }) => ({ gridColumn: 2, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

const Empty = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, maxWidth: theme.sizes.prose }));

/**
 * The files of an order, oldest first: each a download (a plain link: the file is the server's
 * answer) with its kind, size, who sent it and when; the team's deliverables are marked so.
 */
export function OrderFileList({
  files,
  viewer,
  empty,
}: {
  files: readonly OrderFile[];
  viewer: OrderViewer;
  empty: string;
}) {
  if (files.length === 0) return <Empty>{empty}</Empty>;
  return (
    <List aria-label="Files">
      {files.map((file) => (
        <Item key={file.id} data-testid="order-file">
          <Kind aria-hidden="true">{ORDER_FILE_TYPES[file.kind].label}</Kind>
          <Name>
            <Link href={file.url} download={file.filename}>
              {file.filename}
            </Link>
            {file.fromTeam ? <Badge tone="success">Deliverable</Badge> : null}
          </Name>
          <Meta>
            {ORDER_FILE_TYPES[file.kind].label}
            {file.size ? `, ${fileSize(file.size)}` : ''} · sent by{' '}
            {authorLabel(viewer, file.fromTeam, file.uploadedBy)},{' '}
            <time dateTime={file.uploadedAt}>{formatDateTime(file.uploadedAt)}</time>
          </Meta>
        </Item>
      ))}
    </List>
  );
}
