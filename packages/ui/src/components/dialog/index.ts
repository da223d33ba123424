export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './dialog';
