import styled from '@emotion/styled';
import type { CoursePreview as Preview } from '@manara/contracts';
import { Button, Dialog } from '@manara/ui';
import { useRef } from 'react';

/** The lesson at reading size; focused when the dialog opens, so reading starts at its first line. */
const Lesson = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.normal,
  p: { margin: 0 },
  '&:focus-visible': { outline: theme.focus.outline, outlineOffset: '4px' },
}));

const Footer = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'flex-end', marginTop: theme.space[2] }));

/** The preview lesson in a dialog: read in place, closed with Close or Escape, focus back on the launcher. */
export function PreviewDialog({
  preview,
  open,
  onOpenChange,
}: {
  preview: Preview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const lessonRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={preview.title}
      size="lg"
      initialFocusRef={lessonRef}
      closeOnOverlayClick
    >
      <Lesson ref={lessonRef} tabIndex={-1} data-testid="course-preview-lesson">
        {preview.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Lesson>
      <Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Close preview
        </Button>
      </Footer>
    </Dialog>
  );
}
