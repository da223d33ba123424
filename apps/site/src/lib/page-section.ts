import type { PageSection } from '@manara/contracts';

/**
 * A page section's heading as an editor wrote it in /cms (small label, heading, sentence under it),
 * as SectionHeading's props: `<SectionHeading headingId="…" {...headingOf(section)} />`.
 */
export const headingOf = ({ eyebrow, heading, description }: PageSection) => ({ eyebrow, title: heading, description });
