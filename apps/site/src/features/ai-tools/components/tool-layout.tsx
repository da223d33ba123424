import styled from '@emotion/styled';
import { Button, Stack, spreadRow } from '@manara/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { FormCard, PanelColumns, PanelTitle } from '@/components/form-panel';
import { useHydrated } from '@/lib/hydration';

/** The results title with its action on the same row (wrapping on narrow screens). */
const Toolbar = styled.div(({ theme }) => ({
  ...spreadRow(theme, 'center', 3),
  marginBottom: theme.space[4],
  '& h2': { margin: 0, fontSize: theme.fontSizes['2xl'] },
}));

interface ToolLayoutProps {
  /** Prefixes the two titles' ids, which name the form and the results section. */
  id: string;
  formTitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The visitor reaches for the form (hover, touch, focus): what its submit needs can load now. */
  onReach?: () => void;
  /** The form's fields, stacked above its buttons. */
  fields: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** A button beside submit, e.g. Clear draft. */
  formAction?: ReactNode;
  resultsTitle: string;
  /** A button beside the results title, e.g. Export. */
  resultsAction?: ReactNode;
  results: ReactNode;
}

/** The shell both AI tools share: the form in a card, its results beside it from large screens up. */
export function ToolLayout({
  id,
  formTitle,
  onSubmit,
  onReach,
  fields,
  submitLabel,
  submitting,
  formAction,
  resultsTitle,
  resultsAction,
  results,
}: ToolLayoutProps) {
  const formTitleId = `${id}-form-title`;
  const resultsTitleId = `${id}-results-title`;
  const resultsHeading = <PanelTitle id={resultsTitleId}>{resultsTitle}</PanelTitle>;
  // The tools work only in the browser: before the page's code runs, a native submit would send what
  // was typed to the server in the address (GET), which the tools promise never to do. Unlike the
  // forms that post without scripts, which are live from the first paint, this one waits for
  // hydration (docs/decisions/023).
  const hydrated = useHydrated();
  return (
    <PanelColumns $wider="second">
      <FormCard as="section" aria-labelledby={formTitleId}>
        <PanelTitle id={formTitleId}>{formTitle}</PanelTitle>
        <form
          noValidate
          aria-labelledby={formTitleId}
          onSubmit={onSubmit}
          onPointerEnter={onReach}
          onTouchStart={onReach}
          onFocus={onReach}
        >
          <Stack gap={5}>
            {fields}
            <Stack direction="row" gap={3} wrap>
              <Button type="submit" loading={submitting} disabled={!hydrated}>
                {submitLabel}
              </Button>
              {formAction}
            </Stack>
          </Stack>
        </form>
      </FormCard>
      <section aria-labelledby={resultsTitleId}>
        {resultsAction ? (
          <Toolbar>
            {resultsHeading}
            {resultsAction}
          </Toolbar>
        ) : (
          resultsHeading
        )}
        {results}
      </section>
    </PanelColumns>
  );
}
