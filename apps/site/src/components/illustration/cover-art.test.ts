import { describe, expect, it } from 'vitest';
import { coverFor } from './cover-art';

describe('a card cover drawn from its category', () => {
  it('is the same for the same category, whatever its case or spaces', () => {
    expect(coverFor('Biostatistics')).toEqual(coverFor(' biostatistics '));
  });

  it('gives different categories different covers', () => {
    const categories = [
      'AI in Research',
      'Biostatistics',
      'Clinical Trials',
      'Data Science',
      'Evidence Synthesis',
      'Research Methods',
      'Scientific Writing',
    ];
    const covers = new Set(categories.map((category) => JSON.stringify(coverFor(category))));
    expect(covers.size).toBe(categories.length);
  });
});
