import { paragraph, sectionGroup } from './fields';
import { pageGlobal } from './page-global';

export const HomePage = pageGlobal({
  slug: 'home',
  label: 'Home page',
  description:
    'The copy of the home page: the hero and the heading of each section. Services, projects and reviews come from their own collections.',
  fields: [
    sectionGroup('services', 'Services section', 'Above the services grid.'),
    sectionGroup('portfolio', 'Portfolio section', 'Above the recent projects.'),
    sectionGroup('reviews', 'Reviews section', 'Above the latest approved reviews.'),
    sectionGroup('numbers', 'Numbers section', 'Above the numbers band (its numbers are in Site settings).'),
    sectionGroup('team', 'Team section', 'The short introduction of the team.', paragraph('body', 'Paragraph')),
    sectionGroup('cta', 'Closing call to action', 'The panel at the end of the page, beside its buttons.'),
  ],
});
