import { describe, expect, it } from 'vitest';
import { composeDraft, draftToMarkdown } from './research-draft';

const values = {
  topic: 'Early mobilisation after cardiac surgery in adults',
  dataset: 'Registry of 1,200 patients from two hospitals.',
  methodology: 'Retrospective cohort with propensity matching',
  outcomes: 'Length of stay and 30-day readmission',
};

describe('composeDraft', () => {
  it('writes the six sections in order from the inputs', () => {
    const sections = composeDraft(values);
    expect(sections.map((s) => s.title)).toEqual([
      'Outline',
      'Abstract',
      'Introduction',
      'Methods',
      'Results',
      'Discussion',
    ]);
    const text = sections.map((s) => s.body).join('\n');
    expect(text).toContain('Early mobilisation after cardiac surgery in adults');
    expect(text).toContain('Data: Registry of 1,200 patients from two hospitals.');
    expect(text).toContain('Methods: Retrospective cohort with propensity matching.');
    expect(text).toContain('with length of stay and 30-day readmission as its primary outcomes');
    expect(text).not.toContain('..');
  });

  it('keeps acronyms as typed inside sentences', () => {
    const text = composeDraft({ ...values, outcomes: 'HbA1c at 12 months' })
      .map((s) => s.body)
      .join('\n');
    expect(text).toContain('The primary outcomes were HbA1c at 12 months.');
  });

  it('exports Markdown with the topic as title and one heading per section', () => {
    const markdown = draftToMarkdown(values.topic, composeDraft(values));
    expect(markdown.startsWith('# Early mobilisation after cardiac surgery in adults\n\n## Outline\n\n1. ')).toBe(true);
    expect(markdown.match(/^## /gm)).toHaveLength(6);
    expect(markdown.endsWith('\n')).toBe(true);
  });
});
