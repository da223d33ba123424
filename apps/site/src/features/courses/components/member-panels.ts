// What the course page shows only a signed-in member, as one module fetched on demand
// (member-panels-on-demand.ts): a visitor's page does not carry their forms, zod or the toasts.
export { CertificatePanel } from '@/components/certificate-panel';
export { AccountProgress } from './account-progress';
export { MemberAssessment } from './member-assessment';
export { MemberNextStep } from './member-next-step';
export { MemberProject } from './member-project';
