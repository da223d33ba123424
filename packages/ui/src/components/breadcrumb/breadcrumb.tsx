import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';
import { ChevronRightIcon } from '../icon';
import { Link } from '../link';
import { unstyledList } from '../../utils/unstyled-list';

const List = styled.ol(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[2],
  ...unstyledList,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.space[2] },
  '& [aria-current="page"]': { color: theme.colors.text, fontWeight: theme.fontWeights.semibold },
}));

export interface BreadcrumbItem {
  label: string;
  /** Omit on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbProps extends ComponentPropsWithRef<'nav'> {
  items: readonly BreadcrumbItem[];
}

/** APG breadcrumb: a labelled nav with an ordered list; the last item is `aria-current="page"`. */
export function Breadcrumb({ items, 'aria-label': label = 'Breadcrumb', ...props }: BreadcrumbProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumb" {...props}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link href={item.href}>{item.label}</Link>
              )}
              {last ? null : <ChevronRightIcon size={14} />}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
