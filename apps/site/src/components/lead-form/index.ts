export { useLeadForm } from './use-lead-form';
