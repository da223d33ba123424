import styled from '@emotion/styled';
import type { ContactPage } from '@manara/contracts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, SectionHeading } from '@manara/ui';
import { headingOf } from '@/lib/page-section';

/**
 * The page's own grid, so the FAQ starts at the same left edge as the form above it: the heading
 * beside the questions on a laptop, above them on a phone.
 */
const Layout = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  alignItems: 'start',
  '& > [data-slot="section-heading"]': { marginBottom: 0 },
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: theme.space[12] },
}));

/** The contact page's questions and answers, as written in the CMS. */
export function ContactFaq({ faq }: { faq: ContactPage['faq'] }) {
  return (
    <Layout aria-labelledby="contact-faq-title">
      <SectionHeading headingId="contact-faq-title" {...headingOf(faq)} />
      <Accordion headingLevel={3} variant="cards">
        {faq.items.map((item, index) => (
          // The position names an item: questions may repeat words, and the list is the editor's order.
          <AccordionItem key={index} value={`question-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Layout>
  );
}
