export { HoneypotField, useHoneypot } from './honeypot-field';
export {
  currentPage,
  leadFailure,
  reportLeadFailure,
  submitLead,
  toastLeadFailure,
  type LeadFailure,
} from './submit-lead';
