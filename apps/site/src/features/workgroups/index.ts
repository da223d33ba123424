export { CohortSchedule } from './components/cohort-schedule';
export { INFO_PACK_SUBJECT, infoPackHref, JoinWorkgroup } from './components/join-workgroup';
export { Milestones } from './components/milestones';
