import styled from '@emotion/styled';
import { formatPrice, JOURNAL_ACCESS_LABELS, NOT_LISTED } from '@manara/contracts';
import { Badge, Card, CardContent, CardFooter, CardHeader, CardTitle, Link, TagList, VisuallyHidden } from '@manara/ui';
import { useId } from 'react';
import { FactGrid } from '@/components/fact-grid';
import type { JournalMatch } from '../utils/rank-journals';

const Publisher = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }));

const Reasons = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  marginTop: theme.space[4],
  '& > p': { margin: 0, fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold },
}));

const Scope = styled.p(({ theme }) => ({
  margin: `${theme.space[4]} 0 0`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.6,
  maxWidth: '70ch',
}));

const decisionText = (weeks: number | undefined) =>
  weeks === undefined ? NOT_LISTED : `About ${weeks} ${weeks === 1 ? 'week' : 'weeks'} to first decision`;

/** One ranked journal: the facts a shortlist needs (impact, decision, access, link), the APC, why it matched and its scope. */
export function JournalCard({ match: { journal, sharedTerms }, rank }: { match: JournalMatch; rank: number }) {
  const titleId = useId();
  const reasonsId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <CardHeader>
        <Badge tone={rank === 1 ? 'accent' : 'neutral'}>{rank === 1 ? 'Best match' : `Match ${rank}`}</Badge>
        {/* Focusable from code only: "Show more" moves focus to the first new title. */}
        <CardTitle level={3} id={titleId} tabIndex={-1}>
          {journal.title}
        </CardTitle>
        <Publisher>{journal.publisher}</Publisher>
      </CardHeader>
      <CardContent>
        <FactGrid>
          <dt>Impact band</dt>
          <dd>{journal.impactBand ?? NOT_LISTED}</dd>
          <dt>Decision time</dt>
          <dd>{decisionText(journal.decisionWeeks)}</dd>
          <dt>Access model</dt>
          <dd>{JOURNAL_ACCESS_LABELS[journal.access]}</dd>
          <dt>APC</dt>
          <dd>{journal.apcUsd === undefined ? NOT_LISTED : formatPrice(journal.apcUsd, 'USD')}</dd>
        </FactGrid>
        <Reasons>
          <p id={reasonsId}>Why it matches: words it shares with your manuscript</p>
          <TagList tags={sharedTerms} aria-labelledby={reasonsId} />
        </Reasons>
        <Scope>
          <VisuallyHidden>Scope: </VisuallyHidden>
          {journal.scope}
        </Scope>
      </CardContent>
      <CardFooter>
        <Link href={journal.homepage} newTab>
          Visit journal website
          <VisuallyHidden> for {journal.title} (opens in a new tab)</VisuallyHidden>
        </Link>
      </CardFooter>
    </Card>
  );
}
