import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { unstyledList } from '../../utils/unstyled-list';

const StyledTag = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bgSubtle,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.3,
}));

export type TagProps = ComponentPropsWithRef<'span'>;

/** A topic or keyword (portfolio tags, course topics); for statuses use Badge. */
export function Tag(props: TagProps) {
  return <StyledTag data-slot="tag" {...props} />;
}

const StyledTagList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  ...unstyledList,
}));

export interface TagListProps extends ComponentPropsWithRef<'ul'> {
  tags: readonly string[];
}

export function TagList({ tags, ...props }: TagListProps) {
  return (
    <StyledTagList data-slot="tag-list" {...props}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </StyledTagList>
  );
}
