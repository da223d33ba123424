import type { AboutPage } from '@manara/contracts';

/** The About page's copy as the site first showed it (leaders without photos: initials). */
export const aboutPage: AboutPage = {
  hero: {
    eyebrow: 'About Manara Research',
    headline: 'Research support built by clinicians, for clinicians',
    lead: 'We are a remote-first team of epidemiologists, biostatisticians and medical educators with offices in Riyadh, Dubai and Cairo.',
  },
  mission:
    'Help clinicians and researchers across the Gulf and the wider region turn everyday clinical questions into sound, publishable studies, with analysis, methods and writing support that respects their time.',
  vision:
    'A region where every hospital team can run rigorous research of its own, and where the evidence that shapes care comes from the patients it serves.',
  values: {
    heading: 'Values',
    description: 'What we hold ourselves to on every project.',
    items: [
      {
        title: 'Rigour first',
        text: 'Pre-registered plans, reproducible code and honest reporting of what the data can and cannot show.',
      },
      {
        title: 'Ethics by design',
        text: 'IRB-ready protocols, consent that patients understand, and data handled under local regulations.',
      },
      {
        title: 'Teaching as we go',
        text: 'We explain every choice, so teams finish each project more capable than they started.',
      },
      {
        title: 'Regional relevance',
        text: 'Methods and journals chosen for the questions and populations of the Middle East and North Africa.',
      },
    ],
  },
  leadership: {
    eyebrow: 'Leadership',
    heading: 'Clinical research leaders from the region',
    description:
      'Our leadership team has run studies, analyses and training programmes in hospitals across Saudi Arabia, the Emirates and Egypt.',
    leaders: [
      {
        name: 'Dr. Lina Haddad',
        role: 'Founder and Chief Scientific Officer',
        base: 'Riyadh',
        bio: 'Clinical epidemiologist with fifteen years of multicentre trials in cardiology and diabetes. She built the research office of a tertiary hospital before founding Manara Research.',
      },
      {
        name: 'Dr. Omar El-Sayed',
        role: 'Director of Biostatistics',
        base: 'Cairo',
        bio: 'Biostatistician who has led the analysis of more than 200 published studies, from registry cohorts to adaptive trials. He reviews every statistical analysis plan we deliver.',
      },
      {
        name: 'Dr. Mariam Al Mansoori',
        role: 'Head of Research Education',
        base: 'Dubai',
        bio: 'Physician and medical educator who designs our courses and cohort workgroups. She has mentored residents and nurses through their first protocols and manuscripts.',
      },
    ],
  },
  next: {
    heading: 'Work with us',
    description:
      'Start with a cohort workgroup, or tell us about your study and we will suggest where to begin.',
  },
  meta: {
    description:
      'Manara Research helps clinicians and researchers in Saudi Arabia, the Emirates and Egypt run rigorous studies: our mission, vision, values and leadership team.',
  },
};
