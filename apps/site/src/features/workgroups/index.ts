export { COHORT_WEEKS, CohortSchedule } from './components/cohort-schedule';
export { INFO_PACK_SUBJECT, infoPackHref, JoinWorkgroup } from './components/join-workgroup';
export { MILESTONES, Milestones } from './components/milestones';
