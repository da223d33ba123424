import styled from '@emotion/styled';
import type { Image } from '@manara/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type CardProps, TagList } from '@manara/ui';
import { CardImage } from '../media-image';

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
  /** The project's image from the media library; without one the card keeps its plain look. */
  image?: Image;
}

/** A case study: its image when it has one, domain and year, summary, tags. */
export function PortfolioCard({
  title,
  domain,
  year,
  summary,
  tags = [],
  titleLevel = 3,
  image,
  ...props
}: PortfolioCardProps) {
  return (
    <Card as="article" data-kind="portfolio" {...props}>
      {image ? <CardImage image={image} /> : null}
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
