/**
 * The seven a-la-carte services of the research services page, each with a Request scope
 * button. The site shows them with a description; the server accepts only these titles in a scope
 * request, so a service request always names a service the team offers.
 */
export const A_LA_CARTE_SERVICES = [
  'Sample size calculation',
  'Statistical analysis plan',
  'Ethics (IRB) package',
  'Data cleaning and coding',
  'Manuscript editing',
  'Journal submission support',
  'Response to reviewers',
] as const;
export type ALaCarteService = (typeof A_LA_CARTE_SERVICES)[number];
