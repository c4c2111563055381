export { ContactForm } from './components/contact-form';
export { contactMessages } from './messages';
