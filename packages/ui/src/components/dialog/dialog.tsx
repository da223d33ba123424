import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button';
import { Actions, Description, Overlay, Panel, Title } from './dialog.styles';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for confirmations that interrupt (deletes). */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (not for destructive confirmations). */
  closeOnOverlayClick?: boolean;
  /** `lg` for reading (a lesson, a document); `md` for a question or a short form. */
  size?: 'md' | 'lg';
}

/**
 * A modal dialog (APG): focus moves in and is trapped, Escape closes, focus returns to the control
 * that opened it, and the page behind does not scroll.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  initialFocusRef,
  closeOnOverlayClick = false,
  size = 'md',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <Overlay
      data-slot="dialog-overlay"
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-slot="dialog"
        data-size={size}
        data-state="open"
        onKeyDown={handleKeyDown}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'children' | 'role' | 'initialFocusRef'> {
  /** Runs on confirm; the dialog closes when it resolves and stays open if it throws. */
  onConfirm: () => void | Promise<void>;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}

/** "Delete this course?" — Cancel has the initial focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  onConfirm,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onOpenChange,
  ...props
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      {...props}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      role="alertdialog"
      initialFocusRef={cancelRef}
    >
      <Actions>
        <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
