export { ContactDetails } from './components/contact-details';
export { ContactFaq } from './components/contact-faq';
export { ContactForm } from './components/contact-form';
