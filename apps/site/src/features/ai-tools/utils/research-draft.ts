import type { WriterValues } from '@manara/contracts';

export interface DraftSection {
  id: 'outline' | 'abstract' | 'introduction' | 'methods' | 'results' | 'discussion';
  title: string;
  body: string;
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');
/** The input as a sentence: squashed, with a full stop unless it already ends a sentence. */
const sentence = (text: string) => {
  const squashed = squash(text);
  return /[.!?]$/.test(squashed) ? squashed : `${squashed}.`;
};
/** The input as a phrase inside a sentence: no final stop, and a plain first word in lower case. */
const phrase = (text: string) => {
  const squashed = squash(text).replace(/[.!?]+$/, '');
  // "Length of stay" → "length of stay", but acronyms and names ("HbA1c", "IRB", "Riyadh…") stay as typed.
  return /^[A-Z][a-z]+(?=[\s,;:]|$)/.test(squashed) && !/^[A-Z][a-z]+\s+[A-Z]/.test(squashed)
    ? squashed.charAt(0).toLowerCase() + squashed.slice(1)
    : squashed;
};

/** The six read-only sections of the research writer, written from the four inputs (client-only). */
export function composeDraft(values: WriterValues): DraftSection[] {
  const topic = squash(values.topic).replace(/[.!?]+$/, '');
  const outcomes = phrase(values.outcomes);

  return [
    {
      id: 'outline',
      title: 'Outline',
      body: [
        `1. Background and rationale: ${topic}`,
        `2. Data source: ${squash(values.dataset).replace(/[.!?]+$/, '')}`,
        `3. Design and analysis: ${squash(values.methodology).replace(/[.!?]+$/, '')}`,
        `4. Primary outcomes: ${squash(values.outcomes).replace(/[.!?]+$/, '')}`,
        '5. Results: participant flow, descriptive statistics, primary and secondary analyses',
        '6. Discussion: principal findings, comparison with prior work, strengths and limitations, implications',
      ].join('\n'),
    },
    {
      id: 'abstract',
      title: 'Abstract',
      body: [
        `Background: ${sentence(topic)}`,
        `Data: ${sentence(values.dataset)}`,
        `Methods: ${sentence(values.methodology)}`,
        `Outcomes: ${sentence(values.outcomes)}`,
        'Results: Report the main effect estimates with 95% confidence intervals and the number of participants analysed.',
        'Conclusions: State what the findings mean for clinical practice and what should be studied next.',
      ].join('\n'),
    },
    {
      id: 'introduction',
      title: 'Introduction',
      body: [
        `${sentence(topic)} Despite growing interest, the evidence on this question remains limited for patients and health systems in our region.`,
        `This study addresses that gap, with ${outcomes} as its primary outcomes.`,
        'We set out the objectives and hypotheses before the analysis began, so that the results can be read against them.',
      ].join('\n\n'),
    },
    {
      id: 'methods',
      title: 'Methods',
      body: [
        `Data source. ${sentence(values.dataset)}`,
        `Design and analysis. ${sentence(values.methodology)}`,
        `Outcomes. The primary outcomes were ${outcomes}.`,
        'Ethics. The study protocol was reviewed by the institutional review board, and data were handled in line with local regulations.',
      ].join('\n\n'),
    },
    {
      id: 'results',
      title: 'Results',
      body: [
        'Describe the participants included and excluded, with a flow diagram where it helps.',
        `Present the primary outcomes (${outcomes}) with effect estimates, 95% confidence intervals and p-values.`,
        'Follow with secondary and sensitivity analyses, and keep the tables and figures numbered in the order they are cited.',
      ].join('\n\n'),
    },
    {
      id: 'discussion',
      title: 'Discussion',
      body: [
        `Our study focused on this question: ${sentence(topic)} Summarise the principal findings for ${outcomes} in two or three sentences.`,
        'Compare them with previous studies, and explain how the design and analysis support or limit the conclusions.',
        'Close with the implications for clinicians and the next research questions.',
      ].join('\n\n'),
    },
  ];
}

/** The whole draft as Markdown, for Export as Markdown. */
export function draftToMarkdown(topic: string, sections: readonly DraftSection[]): string {
  const heading = `# ${topic.trim().replace(/\s+/g, ' ')}`;
  return [heading, ...sections.map((section) => `## ${section.title}\n\n${section.body}`)].join('\n\n') + '\n';
}
