import {
  DELAYS,
  JOURNAL_IMPACT_OPTIONS,
  JOURNAL_PROCESSING_OPTIONS,
  JOURNAL_PUBLISHER_OPTIONS,
  journalSchema,
  SUCCESS_TOASTS,
} from '@manara/contracts';
import {
  Badge,
  Card,
  Checkbox,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  Grid,
  Link,
  Select,
  TextArea,
  toast,
  VisuallyHidden,
} from '@manara/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { FactGrid } from '../../../components/fact-grid';
import { ToolLayout } from './tool-layout';
import { useSimulatedTool } from '../hooks/use-simulated-tool';
import { recommendJournals, type JournalRecommendation } from '../utils/journals';

type Schema = typeof journalSchema;
const defaultValues: z.input<Schema> = {
  keywords: '',
  impact: '5-8',
  processing: 'Standard (6-10 weeks)',
  publisher: 'Any',
  openAccess: true,
};

function JournalCard({ journal, rank }: { journal: JournalRecommendation; rank: number }) {
  return (
    <Card as="article" style={{ height: '100%' }}>
      <CardHeader>
        <Badge tone={rank === 1 ? 'accent' : 'neutral'}>{rank === 1 ? 'Best match' : `Match ${rank}`}</Badge>
        <CardTitle level={3}>{journal.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <FactGrid>
          <dt>Publisher</dt>
          <dd>{journal.publisher}</dd>
          <dt>Impact factor</dt>
          <dd>{journal.impactFactor.toFixed(1)}</dd>
          <dt>Decision time</dt>
          <dd>{journal.decision}</dd>
          <dt>Access model</dt>
          <dd>{journal.access}</dd>
        </FactGrid>
      </CardContent>
      <CardFooter>
        <Link href={journal.link} newTab>
          Visit journal website
          <VisuallyHidden> for {journal.title} (opens in a new tab)</VisuallyHidden>
        </Link>
      </CardFooter>
    </Card>
  );
}

/**
 * Journal selection: runs in the browser with no server call; after a short wait it lists three
 * sample journals, best match first, and says so in a toast.
 */
export function JournalFinder() {
  const [results, setResults] = useState<JournalRecommendation[] | null>(null);
  const {
    control,
    onSubmit,
    formState: { isSubmitting },
  } = useSimulatedTool(journalSchema, defaultValues, DELAYS.journalSubmit, (values) => {
    setResults(recommendJournals(values));
    toast.success(SUCCESS_TOASTS.recommendations);
  });

  return (
    <ToolLayout
      id="journal"
      formTitle="Your manuscript"
      onSubmit={onSubmit}
      fields={
        <>
          <TextArea
            control={control}
            name="keywords"
            label="Manuscript focus"
            hint="Keywords, study design and population, e.g. “cohort study, type 2 diabetes, Saudi adults”."
            required
            rows={4}
          />
          <Select control={control} name="impact" label="Impact factor preference" options={JOURNAL_IMPACT_OPTIONS} />
          <Select control={control} name="processing" label="Processing time" options={JOURNAL_PROCESSING_OPTIONS} />
          <Select control={control} name="publisher" label="Publisher" options={JOURNAL_PUBLISHER_OPTIONS} />
          <Checkbox
            control={control}
            name="openAccess"
            label="Open access"
            hint="Ticked, open-access journals rank first; unticked, hybrid and subscription journals do."
          />
        </>
      }
      submitLabel="Recommend journals"
      submitting={isSubmitting}
      resultsTitle="Recommended journals"
      results={
        results ? (
          <Grid as="ol" columns={{ base: 1, md: 1 }} gap={4} aria-label="Three sample journals">
            {results.map((journal, index) => (
              <li key={journal.title}>
                <JournalCard journal={journal} rank={index + 1} />
              </li>
            ))}
          </Grid>
        ) : (
          <EmptyState
            titleLevel={3}
            title="Three journals will appear here"
            description="Describe your manuscript and set your preferences; we match them against sample journals with their impact, decision time and access model."
          />
        )
      }
    />
  );
}
