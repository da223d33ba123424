import { ContactDetails, ContactFaq, ContactForm } from '@/features/contact';
import { useSiteSettings } from '@/lib/site-settings';
import { heroProps, PageHero } from '@/components/page-hero';
import { cmsPageRoute, type CmsPageProps } from '@/lib/queries/page-route';
import { FormCard, PanelColumns, PanelTitle } from '@/components/form-panel';
import { RevealSection } from '@/components/cms-section';

export const { handle, loader, Component } = cmsPageRoute('contact', ContactPage, { forms: ['contact'] });

function ContactPage({ page }: CmsPageProps<'contact'>) {
  const { data: settings } = useSiteSettings();
  return (
    <>
      <PageHero headingId="contact-title" {...heroProps(page.hero)}>
        <PanelColumns $wider="first">
          <FormCard as="section" aria-labelledby="contact-form-title">
            <PanelTitle id="contact-form-title">Send a message</PanelTitle>
            <ContactForm />
          </FormCard>
          <section aria-labelledby="contact-details-title">
            <PanelTitle id="contact-details-title">Reach the team</PanelTitle>
            <ContactDetails
              emailNote={page.emailNote}
              supportEmail={settings?.supportEmail}
              officeHours={settings?.officeHours}
              offices={settings?.offices}
            />
          </section>
        </PanelColumns>
      </PageHero>
      <RevealSection tone="subtle">
        <ContactFaq faq={page.faq} />
      </RevealSection>
    </>
  );
}
