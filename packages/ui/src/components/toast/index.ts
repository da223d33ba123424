export {
  toast,
  TOAST_DRAG_PERCENT,
  TOAST_DURATION,
  ToastViewport,
  type ToastAction,
  type ToastMessage,
  type ToastViewportProps,
} from './toast';
