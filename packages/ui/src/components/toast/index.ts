export { toast } from './toast-on-demand';
export {
  TOAST_DRAG_PERCENT,
  TOAST_DURATION,
  ToastViewport,
  type ToastAction,
  type ToastMessage,
  type ToastShowOptions,
  type ToastViewportProps,
} from './toast';
