import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  toast as toastify,
  ToastContainer,
  type ToastContainerProps,
  type ToastContentProps,
  type ToastOptions,
} from 'react-toastify';
import { toastTokens } from '../../tokens/toast';
import { Button } from '../button';
import { ToastActionRow, ToastCountdownBar, ToastMessageText, ToastStyles, ToastTitle } from './toast.styles';

/** 5000 ms is the toast system's default, public pages use 4.5 s. */
export const TOAST_DURATION = toastTokens.durationMs;

/**
 * react-toastify measures the swipe-to-dismiss distance as a share of the toast's width; with the
 * width fixed this is a 50 px swipe.
 */
export const TOAST_DRAG_PERCENT = (toastTokens.swipeThresholdPx / toastTokens.widthPx) * 100;

/** A toast's one action (Undo): its button runs it and closes the toast. */
export interface ToastAction {
  label: string;
  /** What the button's name adds for screen readers, when the label alone is ambiguous ("Undo: Review removed"). */
  accessibleLabel?: string;
  onAction: () => void;
}

export interface ToastMessage {
  title: string;
  message?: string;
  action?: ToastAction;
}

function ToastBody({ title, message, action, closeToast }: ToastMessage & { closeToast?: () => void }) {
  return (
    <div data-slot="toast-body">
      <ToastTitle>{title}</ToastTitle>
      {message ? <ToastMessageText>{message}</ToastMessageText> : null}
      {action ? (
        <ToastActionRow>
          <Button
            size="sm"
            variant="outline"
            aria-label={action.accessibleLabel}
            onClick={(event) => {
              // The toast closes itself on a click too: one close, after the action.
              event.stopPropagation();
              action.onAction();
              closeToast?.();
            }}
          >
            {action.label}
          </Button>
        </ToastActionRow>
      ) : null}
    </div>
  );
}

export type ToastShowOptions = Omit<ToastOptions, 'type'>;

/**
 * A toast's time on screen, kept here rather than by react-toastify, which closes a toast when its
 * progress bar's CSS animation ends: in the end-to-end suite that animation was seen to end 0.2–1 s
 * after the toast appeared. The timer stops while react-toastify holds the toast (until it has slid
 * in, and while it is hovered or focused, or the window is in the background) and goes on with the
 * time left; the bar under the toast only shows it.
 */
function ToastCountdown({
  duration,
  paused,
  close,
  type,
}: {
  duration: number;
  paused: boolean;
  close: () => void;
  type: string;
}) {
  const left = useRef(duration);
  useEffect(() => {
    if (paused) return;
    const started = performance.now();
    const timer = window.setTimeout(close, left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (performance.now() - started));
    };
  }, [paused, close]);
  return (
    <ToastCountdownBar
      aria-hidden
      data-type={type}
      style={{ animationDuration: `${duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
    />
  );
}

const body =
  (text: ToastMessage) =>
  ({ closeToast, isPaused, toastProps }: ToastContentProps) => (
    <>
      <ToastBody {...text} closeToast={closeToast} />
      {typeof toastProps.autoClose === 'number' ? (
        <ToastCountdown
          duration={toastProps.autoClose}
          paused={isPaused}
          close={closeToast}
          type={toastProps.type ?? 'default'}
        />
      ) : null}
    </>
  );

/** What `toast` (toast-on-demand.ts) shows with, once the toast system has loaded. */
export const toastNow = {
  success: (text: ToastMessage, options?: ToastShowOptions) =>
    toastify.success(body(text), { role: 'status', ...options }),
  error: (text: ToastMessage, options?: ToastShowOptions) => toastify.error(body(text), { role: 'alert', ...options }),
  info: (text: ToastMessage, options?: ToastShowOptions) => toastify.info(body(text), { role: 'status', ...options }),
  dismiss: (id?: string | number) => toastify.dismiss(id),
};

const NARROW = `(max-width: ${toastTokens.stackMinWidthPx - 0.02}px)`;

/** The narrow-screen query, where the browser can answer it (not on the server, nor in jsdom). */
const narrowQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : undefined);

function subscribeToWidth(onChange: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a screen too narrow for a stack of toasts (a phone). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

export interface ToastViewportProps extends Omit<ToastContainerProps, 'autoClose' | 'theme'> {
  /** Auto-close delay in ms; pass `TOAST_DURATION.public` on public pages. */
  duration?: number;
}

/**
 * Render once near the app root. F8 moves focus to the newest toast. On phones one toast shows at a
 * time: the next waits in react-toastify's queue until the shown one closes.
 */
export function ToastViewport({ duration = TOAST_DURATION.default, ...props }: ToastViewportProps) {
  const narrow = useNarrowScreen();
  return (
    <>
      <ToastStyles />
      <ToastContainer
        position="bottom-right"
        autoClose={duration}
        // Each toast keeps its own time (ToastCountdown above) and draws its own bar.
        customProgressBar
        // Both of react-toastify's themes read our custom properties (ToastStyles): the mode is the class on <html>.
        theme="light"
        draggable
        draggablePercent={TOAST_DRAG_PERCENT}
        hotKeys={(event) => event.key === toastTokens.hotkey}
        aria-label={`Notifications ${toastTokens.hotkey}`}
        newestOnTop
        limit={narrow ? 1 : undefined}
        {...props}
      />
    </>
  );
}
