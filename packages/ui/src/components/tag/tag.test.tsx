import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../testing/render';
import { Tag, TagList } from './tag';

describe('Tag', () => {
  it('renders a single tag and a list of tags', async () => {
    const { container } = renderWithTheme(
      <>
        <Tag>Oncology</Tag>
        <TagList tags={['R', 'Stata']} aria-label="Tools" />
      </>,
    );
    expect(screen.getByText('Oncology')).toHaveAttribute('data-slot', 'tag');
    expect(screen.getByRole('list', { name: 'Tools' }).querySelectorAll('li')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });
});
