import { ContactDetails, ContactFaq, ContactForm } from '../features/contact';
import { useSiteSettings } from '../lib/site-settings';
import { heroProps, PageHero } from '../components/page-hero';
import { cmsPageRoute } from '../lib/queries/page-route';
import { CmsPage } from '../lib/queries/page-state';
import { FormCard, PanelColumns, PanelTitle } from '../components/form-panel';
import { RevealSection } from '../components/cms-section';

export const { handle, loader } = cmsPageRoute('contact', {
  title: 'Contact us',
  description:
    'Contact Manara Research about data analysis, research services or courses. We reply within one business day, Sunday to Thursday.',
});

export function Component() {
  const { data: settings } = useSiteSettings();
  return (
    <CmsPage slug="contact">
      {(page) => (
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
      )}
    </CmsPage>
  );
}
