import { PROGRESS } from '@manara/contracts';
import { Button, Card, CardContent, CardDescription, CardTitle, ProgressBar, Stack } from '@manara/ui';

/** What a member's card says under the bar, before and after their first step is saved. */
export const ACCOUNT_PROGRESS_NOTES = {
  saved: 'Saved on your account, so it follows you to every device.',
  unsaved: 'Mark a lesson complete to save it on your account, on every device.',
} as const;

/** The course page's progress card, for a visitor (this browser) and a member (their account). */
export function ProgressCard({
  progress,
  note,
  onComplete,
  onReset,
  busy,
}: {
  progress: number;
  note: string;
  onComplete: () => void;
  onReset: () => void;
  busy?: boolean;
}) {
  // At 100 % there is no lesson left to mark: the button says so by being unavailable.
  const complete = progress >= PROGRESS.max;
  return (
    <Card as="section" aria-labelledby="course-progress-heading" aria-busy={busy || undefined}>
      <CardTitle level={2} id="course-progress-heading">
        Your progress
      </CardTitle>
      <CardContent>
        <ProgressBar value={progress} label="Course progress" size="lg" />
        <CardDescription>
          {complete ? 'Every lesson is marked complete. Reset to take the course again.' : note}
        </CardDescription>
        <Stack direction="row" gap={3} wrap>
          <Button onClick={onComplete} disabled={complete || busy}>
            Mark lesson complete
          </Button>
          <Button variant="outline" onClick={onReset} disabled={busy}>
            Reset
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
