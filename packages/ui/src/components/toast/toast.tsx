import { Global } from '@emotion/react';
import { toast as toastify, ToastContainer, type ToastContainerProps, type ToastOptions } from 'react-toastify';
import { toastTokens } from '../../tokens/toast';
import { ToastMessageText, ToastStyles, ToastTitle } from './toast.styles';

/** 5000 ms is the toast system's default, public pages use 4.5 s. */
export const TOAST_DURATION = toastTokens.durationMs;

/**
 * react-toastify measures the swipe-to-dismiss distance as a share of the toast's width; with the
 * width fixed this is a 50 px swipe.
 */
export const TOAST_DRAG_PERCENT = (toastTokens.swipeThresholdPx / toastTokens.widthPx) * 100;

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

/** Render once near the app root. F8 moves focus to the newest toast . */
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
        hotKeys={(event) => event.key === toastTokens.hotkey}
        aria-label={`Notifications ${toastTokens.hotkey}`}
        newestOnTop
        {...props}
      />
    </>
  );
}
