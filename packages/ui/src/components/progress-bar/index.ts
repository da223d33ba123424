export { clampProgress, ProgressBar, type ProgressBarProps } from './progress-bar';
