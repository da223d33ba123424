import { onDemand } from '@/lib/on-demand';

const load = () => import('./member-panels');

const parts = {
  AccountProgress: onDemand(() => load().then((module) => module.AccountProgress)),
  CertificatePanel: onDemand(() => load().then((module) => module.CertificatePanel)),
  MemberAssessment: onDemand(() => load().then((module) => module.MemberAssessment)),
  MemberNextStep: onDemand(() => load().then((module) => module.MemberNextStep)),
  MemberProject: onDemand(() => load().then((module) => module.MemberProject)),
};

/**
 * The course page's member-only panels (member-panels.ts), each rendered inside a `<Suspense>`
 * whose fallback is what the panel shows while the member's learning loads.
 */
export const memberPanels = {
  AccountProgress: parts.AccountProgress.Component,
  CertificatePanel: parts.CertificatePanel.Component,
  MemberAssessment: parts.MemberAssessment.Component,
  MemberNextStep: parts.MemberNextStep.Component,
  MemberProject: parts.MemberProject.Component,
};

/** Fetches the panels' module once a member is known, beside their learning, so both arrive together. */
export function preloadMemberPanels() {
  for (const part of Object.values(parts)) part.preload();
}
