export { contactMessageKeys, useInboxUnreadCount } from './api/get-contact-messages';
export { InboxPanel } from './components/inbox-panel';
export { INBOX_MESSAGES } from './messages';
