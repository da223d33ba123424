export { Eyebrow, SectionHeading, type SectionHeadingProps } from './section-heading';
