import type { WriterValues } from '@manara/contracts';

export interface DraftSection {
  id: 'outline' | 'abstract' | 'introduction' | 'methods' | 'results' | 'discussion';
  title: string;
  body: string;
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const clause = (text: string) =>
  lowerFirst(
    text
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[.!?]+$/, ''),
  );

/** The six read-only sections of the research writer, written from the four inputs (client-only). */
export function composeDraft(values: WriterValues): DraftSection[] {
  const topic = values.topic
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?]+$/, '');
  const dataset = clause(values.dataset);
  const methodology = clause(values.methodology);
  const outcomes = clause(values.outcomes);

  return [
    {
      id: 'outline',
      title: 'Outline',
      body: [
        `1. Background and rationale: ${topic}`,
        `2. Data source: ${dataset}`,
        `3. Methods: ${methodology}`,
        `4. Primary outcomes: ${outcomes}`,
        '5. Results: participant flow, descriptive statistics, primary and secondary analyses',
        '6. Discussion: principal findings, comparison with prior work, strengths and limitations, implications',
      ].join('\n'),
    },
    {
      id: 'abstract',
      title: 'Abstract',
      body: [
        `Background: ${sentence(topic)}`,
        `Methods: We used ${dataset}, and the analysis followed this approach: ${methodology}.`,
        `Outcomes: The primary outcomes were ${outcomes}.`,
        'Results: Report the main effect estimates with 95% confidence intervals and the number of participants analysed.',
        'Conclusions: State what the findings mean for clinical practice and what should be studied next.',
      ].join('\n'),
    },
    {
      id: 'introduction',
      title: 'Introduction',
      body: [
        `${sentence(topic)} Despite growing interest, the evidence on this question remains limited for patients and health systems in our region.`,
        `This study uses ${dataset} to address that gap, with ${outcomes} as the primary outcomes.`,
        'We set out the objectives and hypotheses before the analysis began, so that the results can be read against them.',
      ].join('\n\n'),
    },
    {
      id: 'methods',
      title: 'Methods',
      body: [
        `Data source: ${sentence(dataset.charAt(0).toUpperCase() + dataset.slice(1))}`,
        `Design and analysis: ${sentence(methodology.charAt(0).toUpperCase() + methodology.slice(1))}`,
        `Outcomes: the primary outcomes were ${outcomes}.`,
        'Ethics: the study protocol was reviewed by the institutional review board, and data were handled in line with local regulations.',
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
        `This study examined ${lowerFirst(topic)}. Summarise the principal findings for ${outcomes} in two or three sentences.`,
        `Compare them with previous studies, and explain how ${methodology} supports or limits the conclusions.`,
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
