export { ContactDetails } from './components/contact-details';
export { CONTACT_FAQ, ContactFaq } from './components/contact-faq';
export { ContactForm } from './components/contact-form';
