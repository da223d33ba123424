import styled from '@emotion/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type CardProps, TagList } from '@manara/ui';

const Meta = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

export interface PortfolioCardProps extends Omit<CardProps, 'title'> {
  title: string;
  domain: string;
  year: number;
  summary: string;
  tags?: readonly string[];
  titleLevel?: 2 | 3 | 4;
}

/** A case study: domain and year, summary, tags. */
export function PortfolioCard({
  title,
  domain,
  year,
  summary,
  tags = [],
  titleLevel = 3,
  ...props
}: PortfolioCardProps) {
  return (
    <Card as="article" data-kind="portfolio" {...props}>
      <CardHeader>
        <Meta>
          {domain} · {year}
        </Meta>
        <CardTitle level={titleLevel}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{summary}</CardDescription>
        {tags.length > 0 ? <TagList tags={tags} aria-label="Tags" /> : null}
      </CardContent>
    </Card>
  );
}
