export { ResendLinksForm } from './components/resend-links-form';
export { lostLinksMessages } from './messages';
