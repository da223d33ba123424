import { TOAST } from '@manara/contracts';
import { Global } from '@emotion/react';
import { toast as toastify, ToastContainer, type ToastContainerProps, type ToastOptions } from 'react-toastify';
import { TOAST_WIDTH_PX, ToastMessageText, ToastStyles, ToastTitle } from './toast.styles';

/** Spec §9 durations: 5000 ms is the toast system's default, public pages use 4.5 s. */
export const TOAST_DURATION = { default: TOAST.defaultDurationMs, public: TOAST.publicDurationMs } as const;

/**
 * react-toastify measures the swipe-to-dismiss distance as a share of the toast's width; with the
 * width fixed this is the spec's 50 px.
 */
export const TOAST_DRAG_PERCENT = (TOAST.swipeThresholdPx / TOAST_WIDTH_PX) * 100;

export interface ToastMessage {
  title: string;
  message?: string;
}

function ToastBody({ title, message }: ToastMessage) {
  return (
    <div data-slot="toast-body">
      <ToastTitle>{title}</ToastTitle>
      {message ? <ToastMessageText>{message}</ToastMessageText> : null}
    </div>
  );
}

type Options = Omit<ToastOptions, 'type'>;

/**
 * The one toast API of the product. Success and info are polite (`role="status"`); errors
 * interrupt (`role="alert"`).
 */
export const toast = {
  success: ({ title, message }: ToastMessage, options?: Options) =>
    toastify.success(<ToastBody title={title} message={message} />, { role: 'status', ...options }),
  error: ({ title, message }: ToastMessage, options?: Options) =>
    toastify.error(<ToastBody title={title} message={message} />, { role: 'alert', ...options }),
  info: ({ title, message }: ToastMessage, options?: Options) =>
    toastify.info(<ToastBody title={title} message={message} />, { role: 'status', ...options }),
  dismiss: (id?: string | number) => toastify.dismiss(id),
};

export interface ToastViewportProps extends Omit<ToastContainerProps, 'autoClose' | 'theme'> {
  /** Auto-close delay in ms; pass `TOAST_DURATION.public` on public pages. */
  duration?: number;
}

/** Render once near the app root. F8 moves focus to the newest toast (spec §9). */
export function ToastViewport({ duration = TOAST_DURATION.default, ...props }: ToastViewportProps) {
  return (
    <>
      <ToastStyles />
      {/*
        react-toastify times auto-close with its progress bar's CSS animation, and the global
        reduced-motion rule shortens every animation to almost nothing, which would close toasts at
        once. Readers who ask for less motion keep the full duration, with the bar hidden.
      */}
      <Global
        styles={{
          '@media (prefers-reduced-motion: reduce)': {
            '.Toastify .Toastify__progress-bar--animated': {
              animationDuration: `${duration}ms !important`,
              opacity: '0 !important',
            },
          },
        }}
      />
      <ToastContainer
        position="bottom-right"
        autoClose={duration}
        // Both of react-toastify's themes read our custom properties (ToastStyles): the mode is the class on <html>.
        theme="light"
        draggable
        draggablePercent={TOAST_DRAG_PERCENT}
        hotKeys={(event) => event.key === TOAST.hotkey}
        aria-label={`Notifications ${TOAST.hotkey}`}
        newestOnTop
        {...props}
      />
    </>
  );
}
