import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELAYS, SUCCESS_TOASTS, WRITER_EXPORT_FILENAME, writerSchema } from '@manara/contracts';
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
} from '@manara/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { downloadText } from '../utils/download';
import { composeDraft, draftToMarkdown, type DraftSection } from '../utils/research-draft';

const PanelTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[5]}`,
  fontSize: theme.fontSizes['2xl'],
}));
type Schema = typeof writerSchema;
const defaultValues: z.input<Schema> = { topic: '', dataset: '', methodology: '', outcomes: '' };

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  alignItems: 'start',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
}));

const FormCard = styled(Card)(({ theme }) => ({ padding: theme.space[6], height: 'auto' }));

const SectionText = styled.div(({ theme }) => ({
  whiteSpace: 'pre-wrap',
  lineHeight: theme.lineHeights.normal,
  color: theme.colors.text,
}));

const Toolbar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
  marginBottom: theme.space[4],
  '& h2': { margin: 0, fontSize: theme.fontSizes['2xl'] },
}));

/** The section's title with its Copy button on the same row (wrapping on narrow screens). */
const SectionHeader = styled(CardHeader)(({ theme }) => ({
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[3],
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
        <CopyButton
          text={section.body}
          label={`Copy ${section.title.toLowerCase()}`}
          onCopied={() => toast.success(SUCCESS_TOASTS.copied)}
        />
      </SectionHeader>
      <CardContent>
        <SectionText data-testid={`draft-${section.id}`}>{section.body}</SectionText>
      </CardContent>
    </Card>
  );
}

/** Research writer (spec §2): client-only; after 500 ms six read-only sections, each with Copy. */
export function ResearchWriter() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(writerSchema), defaultValues });

  const onValid = async (values: z.output<Schema>) => {
    // Simulated on the client (spec §7): no call, only the spec's delay.
    await new Promise((resolve) => setTimeout(resolve, DELAYS.writerSubmit));
    setDraft({ topic: values.topic, sections: composeDraft(values) });
    toast.success(SUCCESS_TOASTS.draft);
  };

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
    <Layout>
      <FormCard as="section" aria-labelledby="writer-form-title">
        <PanelTitle id="writer-form-title">Your study</PanelTitle>
        <form noValidate aria-labelledby="writer-form-title" onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Stack gap={5}>
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
            <Stack direction="row" gap={3} wrap>
              <Button type="submit" loading={isSubmitting}>
                Generate draft
              </Button>
              <Button variant="ghost" onClick={clearDraft}>
                Clear draft
              </Button>
            </Stack>
          </Stack>
        </form>
      </FormCard>
      <section aria-labelledby="writer-draft-title">
        <Toolbar>
          <h2 id="writer-draft-title">Draft</h2>
          <Button variant="outline" onClick={exportMarkdown} disabled={!draft}>
            Export as Markdown
          </Button>
        </Toolbar>
        {draft ? (
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
        )}
      </section>
    </Layout>
  );
}
