import styled from '@emotion/styled';
import {
  DELAYS,
  EMPTY_STATES,
  JOURNAL_DECISION_CEILING,
  JOURNAL_IMPACT_OPTIONS,
  JOURNAL_PROCESSING_OPTIONS,
  JOURNAL_PUBLISHER_OPTIONS,
  JOURNAL_SHORTLIST,
  MESSAGES,
  recommendationsToast,
  type CatalogueJournal,
  type journalSchema,
} from '@manara/contracts';
import { Button, Callout, Checkbox, EmptyState, Grid, Select, TextArea, toast } from '@manara/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fetchCurrentJournals, journalsQuery } from '../api/get-journals';
import { useSimulatedTool } from '../hooks/use-simulated-tool';
import type { JournalRanking } from '../utils/rank-journals';
import { JournalCard } from './journal-card';
import { ToolLayout } from './tool-layout';

type Schema = typeof journalSchema;
type Ranker = (values: z.output<Schema>) => JournalRanking;

/** The widest filters: a first search sees the whole catalogue, and each filter then narrows it. */
const defaultValues: z.input<Schema> = {
  keywords: '',
  impact: '2-5',
  processing: 'Standard (6-10 weeks)',
  publisher: 'Any',
  openAccess: false,
};

// The ranking (MiniSearch and a stemmer) is its own chunk, loaded when the visitor reaches for the form.
const loadRanking = () => import('../utils/rank-journals');
const rankers = new WeakMap<readonly CatalogueJournal[], Promise<Ranker>>();

/** One index per catalogue the server sent: an unchanged catalogue (a 304) reuses it. */
function rankerFor(catalogue: readonly CatalogueJournal[]): Promise<Ranker> {
  let ranker = rankers.get(catalogue);
  if (!ranker) {
    ranker = loadRanking().then(({ createJournalRanker }) => createJournalRanker(catalogue));
    rankers.set(catalogue, ranker);
    // A chunk that failed to load (a dropped connection) is asked for again on the next search.
    ranker.catch(() => rankers.delete(catalogue));
  }
  return ranker;
}

const Summary = styled.p(({ theme }) => ({ margin: `0 0 ${theme.space[4]}`, color: theme.colors.textMuted }));
const MoreRow = styled.div(({ theme }) => ({ marginTop: theme.space[4] }));
const Note = styled.p(({ theme }) => ({
  margin: `${theme.space[4]} 0 0`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  maxWidth: '70ch',
}));
const ShortList = styled(Grid)({ listStyle: 'none', padding: 0, margin: 0 });

const [widestImpact] = JOURNAL_IMPACT_OPTIONS;
const IMPACT_HINT = `The least impact you would accept, by our team’s band: ${widestImpact} also keeps journals with no band listed.`;
const PROCESSING_HINT = `Express keeps journals whose typical first decision comes within ${JOURNAL_DECISION_CEILING.Express.weeks} weeks.`;

/**
 * Journal selection: ranks the editors' journal catalogue against the manuscript focus in the
 * browser (the text never leaves it), narrowed by the form's filters, after the tool's short wait (docs/product.md, Delays).
 */
export function JournalFinder() {
  const queryClient = useQueryClient();
  const [ranking, setRanking] = useState<JournalRanking | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<number>(JOURNAL_SHORTLIST.first);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const revealing = useRef(false);

  useEffect(() => {
    if (!revealing.current) return;
    revealing.current = false;
    // The first journal "Show more" revealed, by its title: what a screen reader reads next.
    firstRevealed.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [shown]);

  const {
    control,
    onSubmit,
    warm,
    formState: { isSubmitting },
  } = useSimulatedTool(
    (schemas) => schemas.journalSchema,
    defaultValues,
    DELAYS.journalSubmit,
    (values, rank: Ranker) => {
      const result = rank(values);
      setFailed(false);
      setShown(JOURNAL_SHORTLIST.first);
      setRanking(result);
      toast.success(recommendationsToast(result.total, Math.min(result.total, JOURNAL_SHORTLIST.first)));
    },
    {
      prepare: async () => rankerFor(await fetchCurrentJournals(queryClient)),
      onFailure: () => setFailed(true),
    },
  );

  // Ready before the first search, from the moment the visitor reaches for the form rather than on
  // arrival, where building the index was a long task in the page's start: the form's schema, the
  // catalogue (no manuscript in it), the ranking code and its index. A failure here is retried by
  // the search itself, which then says so.
  const catalogueWarmed = useRef(false);
  const onReach = () => {
    warm();
    if (catalogueWarmed.current) return;
    catalogueWarmed.current = true;
    void queryClient
      .fetchQuery(journalsQuery())
      .then(rankerFor)
      .catch(() => undefined);
  };

  const matches = ranking?.matches ?? [];
  const visible = matches.slice(0, shown);
  const canShowMore = matches.length > shown;

  const showMore = () => {
    revealing.current = true;
    setShown(JOURNAL_SHORTLIST.most);
  };

  let results;
  if (failed) {
    results = <Callout tone="danger">{MESSAGES.journalCatalogueFailed}</Callout>;
  } else if (!ranking) {
    results = <EmptyState titleLevel={3} {...EMPTY_STATES.journalsBeforeSearch} />;
  } else if (ranking.total === 0) {
    results = <EmptyState titleLevel={3} {...EMPTY_STATES.journalsNoMatch} />;
  } else {
    results = (
      <>
        {/* The toast (a polite status) has told screen readers; this line stays for the eye. */}
        <Summary>{recommendationsToast(ranking.total, visible.length).message}</Summary>
        <ShortList as="ol" columns={{ base: 1 }} gap={4} aria-label="Journals ranked for your manuscript">
          {visible.map((match, index) => (
            <li key={match.journal.id} ref={index === JOURNAL_SHORTLIST.first ? firstRevealed : undefined}>
              <JournalCard match={match} rank={index + 1} />
            </li>
          ))}
        </ShortList>
        {canShowMore ? (
          <MoreRow>
            <Button variant="outline" onClick={showMore}>
              Show more
            </Button>
          </MoreRow>
        ) : null}
        <Note>
          Impact bands are our team’s own notes from each journal’s public pages, not the Journal Impact Factor
          (Clarivate’s). A fact we have not confirmed shows as “not listed”: check the journal’s site before you submit.
        </Note>
      </>
    );
  }

  return (
    <ToolLayout
      id="journal"
      formTitle="Your manuscript"
      onSubmit={onSubmit}
      onReach={onReach}
      fields={
        <>
          <TextArea
            control={control}
            name="keywords"
            label="Manuscript focus"
            hint="Your title or a few lines of the abstract: topic, study design and population, e.g. “cohort study, type 2 diabetes, Saudi adults”."
            required
            rows={5}
          />
          <Select
            control={control}
            name="impact"
            label="Impact factor preference"
            hint={IMPACT_HINT}
            options={JOURNAL_IMPACT_OPTIONS}
          />
          <Select
            control={control}
            name="processing"
            label="Processing time"
            hint={PROCESSING_HINT}
            options={JOURNAL_PROCESSING_OPTIONS}
          />
          <Select control={control} name="publisher" label="Publisher" options={JOURNAL_PUBLISHER_OPTIONS} />
          <Checkbox
            control={control}
            name="openAccess"
            label="Open access"
            hint="Ticked, only journals where every article is free to read; unticked, hybrid and subscription journals too."
          />
        </>
      }
      submitLabel="Recommend journals"
      submitting={isSubmitting}
      resultsTitle="Recommended journals"
      results={results}
    />
  );
}
