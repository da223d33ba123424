export { HoneypotField, useHoneypot } from './honeypot-field';
export {
  currentPage,
  leadFailure,
  reportLeadFailure,
  serverFields,
  submitLead,
  toastLeadFailure,
  type LeadFailure,
} from './submit-lead';
