import styled from '@emotion/styled';
import { DELAYS, SUCCESS_TOASTS, WRITER_EXPORT_FILENAME, type writerSchema } from '@manara/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  CopyButton,
  EmptyState,
  Stack,
  TextArea,
  toast,
  spreadRow,
} from '@manara/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { ToolLayout } from './tool-layout';
import { useSimulatedTool } from '../hooks/use-simulated-tool';
import { downloadText } from '../utils/download';
import { composeDraft, draftToMarkdown, type DraftSection } from '../utils/research-draft';

type Schema = typeof writerSchema;
const defaultValues: z.input<Schema> = { topic: '', dataset: '', methodology: '', outcomes: '' };

const SectionText = styled.div(({ theme }) => ({
  whiteSpace: 'pre-wrap',
  lineHeight: theme.lineHeights.normal,
  color: theme.colors.text,
}));

/** The section's title with its Copy button on the same row (wrapping on narrow screens). */
const SectionHeader = styled(CardHeader)(({ theme }) => ({
  ...spreadRow(theme, 'center', 3),
  flexDirection: 'row',
  textAlign: 'start',
}));

interface Draft {
  topic: string;
  sections: DraftSection[];
}

function DraftSectionCard({ section }: { section: DraftSection }) {
  const headingId = `draft-${section.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <SectionHeader>
        <CardTitle level={3} id={headingId}>
          {section.title}
        </CardTitle>
        {/* It says Copied itself, and tells screen readers politely: a toast would say it a third time. */}
        <CopyButton text={section.body} label={`Copy ${section.title.toLowerCase()}`} />
      </SectionHeader>
      <CardContent>
        <SectionText data-testid={`draft-${section.id}`}>{section.body}</SectionText>
      </CardContent>
    </Card>
  );
}

/**
 * Research writer: runs in the browser with no server call; after a short wait it writes six
 * read-only sections from the four inputs, each with Copy, and the whole draft exports as Markdown.
 */
export function ResearchWriter() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const {
    control,
    onSubmit,
    reset,
    warm,
    formState: { isSubmitting },
  } = useSimulatedTool(
    (schemas) => schemas.writerSchema,
    defaultValues,
    DELAYS.writerSubmit,
    (values) => {
      setDraft({ topic: values.topic, sections: composeDraft(values) });
      toast.success(SUCCESS_TOASTS.draft);
    },
  );

  const exportMarkdown = () => {
    if (!draft) return;
    downloadText(WRITER_EXPORT_FILENAME, draftToMarkdown(draft.topic, draft.sections));
    toast.success(SUCCESS_TOASTS.exported);
  };

  const clearDraft = () => {
    setDraft(null);
    reset(defaultValues);
  };

  return (
    <ToolLayout
      id="writer"
      formTitle="Your study"
      onSubmit={onSubmit}
      onReach={warm}
      fields={
        <>
          <TextArea
            control={control}
            name="topic"
            label="Study topic"
            hint="The question your study answers, in one sentence."
            required
            rows={3}
          />
          <TextArea
            control={control}
            name="dataset"
            label="Dataset details"
            hint="Source, sample size and period, e.g. “registry of 1,200 adults, 2019-2023”."
            required
            rows={3}
          />
          <TextArea
            control={control}
            name="methodology"
            label="Methodology snapshot"
            hint="Design and main analysis, e.g. “retrospective cohort, multivariable logistic regression”."
            required
            rows={3}
          />
          <TextArea control={control} name="outcomes" label="Primary outcomes" required rows={2} />
        </>
      }
      submitLabel="Generate draft"
      submitting={isSubmitting}
      formAction={
        <Button variant="ghost" onClick={clearDraft}>
          Clear draft
        </Button>
      }
      resultsTitle="Draft"
      resultsAction={
        <Button variant="outline" onClick={exportMarkdown} disabled={!draft}>
          Export as Markdown
        </Button>
      }
      results={
        draft ? (
          <Stack gap={4}>
            {draft.sections.map((section) => (
              <DraftSectionCard key={section.id} section={section} />
            ))}
          </Stack>
        ) : (
          <EmptyState
            titleLevel={3}
            title="Your draft appears here"
            description="Fill in the four fields and generate a draft: an outline, abstract, introduction, methods, results and discussion written from your inputs, ready to copy or export."
          />
        )
      }
    />
  );
}
