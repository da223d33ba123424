import styled from '@emotion/styled';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, SectionHeading } from '@manara/ui';

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

/** The contact page's three FAQ questions: start speed, ethics submissions, hospital systems. */
export const CONTACT_FAQ = [
  {
    id: 'start',
    question: 'How quickly can we start?',
    answer:
      'Usually within three business days. After your first message we book a 30-minute scoping call, send a written scope and quote the next working day, and start as soon as you confirm. Urgent revisions for journal deadlines can often start the same week.',
  },
  {
    id: 'ethics',
    question: 'Do you help with ethics (IRB) submissions?',
    answer:
      'Yes. We draft the protocol, consent forms, data management plan and the answers to your committee’s questions, in the format your institution uses. The submission itself stays with your principal investigator, and we support every round of revisions until approval.',
  },
  {
    id: 'integration',
    question: 'Can you work with our hospital systems?',
    answer:
      'We work with exports from your electronic health record, registry or lab systems (CSV, Excel, SPSS and similar) and never need direct access to them. Data are de-identified before they reach us, and when your policy requires it our analysts work inside your environment through your own secure remote access.',
  },
] as const;

export function ContactFaq() {
  return (
    <Layout aria-labelledby="contact-faq-title">
      <SectionHeading
        headingId="contact-faq-title"
        eyebrow="FAQ"
        title="Questions we hear most"
        description="Anything else, ask in the form above: a research coordinator replies within one business day."
      />
      <Accordion headingLevel={3} variant="cards">
        {CONTACT_FAQ.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
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
