export {
  toast,
  TOAST_DRAG_PERCENT,
  TOAST_DURATION,
  ToastViewport,
  type ToastMessage,
  type ToastViewportProps,
} from './toast';
