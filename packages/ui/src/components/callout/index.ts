export { Callout, type CalloutProps, type CalloutTone } from './callout';
