import styled from '@emotion/styled';
import type { Course, CoursePreview as Preview } from '@manara/contracts';
import { Button, surface } from '@manara/ui';
import { Suspense, useState } from 'react';
import { MediaImage } from '@/components/media-image';
import { onDemand } from '@/lib/on-demand';

/** The dialog (and the design system's dialog with it) is fetched when the visitor reaches for "Launch preview". */
const previewDialog = onDemand(() => import('./preview-dialog').then((module) => module.PreviewDialog));

/** The preview sits at the head of the main column, beside the sidebar, frame and text side by side. */
const PreviewBand = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  alignItems: 'center',
  padding: theme.space[5],
  ...surface(theme),
  [theme.mq.sm]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)' },
  h2: { fontSize: theme.fontSizes.xl, marginBottom: theme.space[2] },
  p: { color: theme.colors.textMuted, marginBottom: theme.space[4] },
}));

const PreviewFrame = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  borderRadius: theme.radii.md,
  background: `linear-gradient(135deg, ${theme.colors.accentSubtle}, ${theme.colors.surfaceMuted})`,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes['3xl'],
}));

/** The course's image fills the frame, the mark on top of it (one grid cell for both). */
const ImageFrame = styled(PreviewFrame)({ overflow: 'hidden' });
const FrameImage = styled(MediaImage)({ gridArea: '1 / 1', height: '100%' });
const Mark = styled.span(({ theme }) => ({
  gridArea: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  width: '2.5em',
  height: '2.5em',
  borderRadius: theme.radii.full,
  background: theme.colors.surface,
  boxShadow: theme.elevation.card.shadow,
  fontSize: theme.fontSizes.xl,
}));

function ReadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z" />
    </svg>
  );
}

/**
 * "Preview the course": the first lesson an editor wrote for it in /cms, opened in a dialog by
 * "Launch preview". Shown only to those who have not started the course.
 */
export function CoursePreview({ course, preview }: { course: Course; preview: Preview }) {
  const [open, setOpen] = useState(false);
  return (
    <PreviewBand aria-labelledby="course-preview-heading">
      {course.image ? (
        <ImageFrame>
          {/* In the first screen on wide windows: fetched at once, at most 14rem wide from 640 px. */}
          <FrameImage image={course.image} sizes="(min-width: 640px) 14rem, 100vw" loading="eager" />
          <Mark aria-hidden="true">
            <ReadIcon />
          </Mark>
        </ImageFrame>
      ) : (
        <PreviewFrame aria-hidden="true">
          <ReadIcon />
        </PreviewFrame>
      )}
      <div>
        <h2 id="course-preview-heading">Preview the course</h2>
        <p>Read a lesson of the course before you start.</p>
        <Button
          variant="secondary"
          iconStart={<ReadIcon />}
          onClick={() => setOpen(true)}
          onPointerEnter={previewDialog.preload}
          onTouchStart={previewDialog.preload}
          onFocus={previewDialog.preload}
          aria-haspopup="dialog"
        >
          Launch preview
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <previewDialog.Component preview={preview} open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </PreviewBand>
  );
}
