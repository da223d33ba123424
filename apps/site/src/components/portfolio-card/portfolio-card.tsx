import styled from '@emotion/styled';
import type { Project } from '@manara/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type CardProps, TagList } from '@manara/ui';
import { CardCover } from '../media-image';

const Meta = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accentSubtleText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
}));

export interface PortfolioCardProps extends CardProps {
  /** The case study; its image comes from the media library, else a cover is drawn for its domain. */
  project: Pick<Project, 'title' | 'domain' | 'year' | 'summary' | 'tags' | 'image'>;
  titleLevel?: 2 | 3 | 4;
}

/** A case study: its image or its domain's cover, domain and year, summary, tags. */
export function PortfolioCard({ project, titleLevel = 3, ...props }: PortfolioCardProps) {
  const { title, domain, year, summary, tags, image } = project;
  return (
    <Card as="article" data-kind="portfolio" {...props}>
      <CardCover image={image} seed={domain} />
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
