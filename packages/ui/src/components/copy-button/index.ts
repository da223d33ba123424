export { copyText, CopyButton, type CopyButtonProps } from './copy-button';
