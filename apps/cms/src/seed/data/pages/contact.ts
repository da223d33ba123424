import type { ContactPage } from '@manara/contracts';

/** The contact page's copy as the site first showed it. */
export const contactPage: ContactPage = {
  hero: {
    eyebrow: 'Contact',
    headline: 'Tell us about your research',
    lead: 'Questions about a study, a course or pricing? Send us a message and a research coordinator will reply within one business day.',
  },
  emailNote: 'Write to us any time; a research coordinator answers every message.',
  faq: {
    eyebrow: 'FAQ',
    heading: 'Questions we hear most',
    description: 'Anything else, ask in the form above: a research coordinator replies within one business day.',
    items: [
      {
        question: 'How quickly can we start?',
        answer:
          'Usually within three business days. After your first message we book a 30-minute scoping call, send a written scope and quote the next working day, and start as soon as you confirm. Urgent revisions for journal deadlines can often start the same week.',
      },
      {
        question: 'Do you help with ethics (IRB) submissions?',
        answer:
          'Yes. We draft the protocol, consent forms, data management plan and the answers to your committee’s questions, in the format your institution uses. The submission itself stays with your principal investigator, and we support every round of revisions until approval.',
      },
      {
        question: 'Can you work with our hospital systems?',
        answer:
          'We work with exports from your electronic health record, registry or lab systems (CSV, Excel, SPSS and similar) and never need direct access to them. Data are de-identified before they reach us, and when your policy requires it our analysts work inside your environment through your own secure remote access.',
      },
    ],
  },
  meta: {
    description:
      'Contact Manara Research about data analysis, research services or courses. We reply within one business day, Sunday to Thursday.',
  },
};
