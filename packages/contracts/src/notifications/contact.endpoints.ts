import * as contact from './contact.js';
import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';

const publicEndpoint = endpointOf('notifications', 'public');
const curatorEndpoint = endpointOf('notifications', 'curator');

/** Issue #14 "Contact that arrives": the form and the curator's Inbox. */
export const sendContactMessage = publicEndpoint('POST', '/api/contact', {
  operationId: 'sendContactMessage',
  summary: 'Send a message to the artist: stored, shown in the dashboard Inbox and e-mailed (Reply-To the sender)',
  body: contact.ContactBodySchema,
  responses: {
    201: ok('Stored; the e-mail to the artist is queued', contact.ContactAcceptedSchema),
    400: errorAnswer('A field is missing, too long, not an e-mail address, or the message has too many links'),
    429: errorAnswer('Too many messages from this client or address'),
  },
});

export const listContactMessages = curatorEndpoint('GET', '/api/contact-messages', {
  operationId: 'listContactMessages',
  summary: 'The Inbox: contact messages newest first, with the unread count',
  query: contact.ListContactMessagesQuerySchema,
  responses: {
    200: ok('A page of messages', contact.ContactMessageListSchema),
    401: errorAnswer('No session'),
  },
});

export const getContactMessage = curatorEndpoint('GET', '/api/contact-messages/:id', {
  operationId: 'getContactMessage',
  summary: 'One contact message',
  params: contact.ContactMessageParamsSchema,
  responses: {
    200: ok('The message', contact.ContactMessageSchema),
    400: errorAnswer('Not a message id'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown message'),
  },
});

export const markContactMessage = curatorEndpoint('PATCH', '/api/contact-messages/:id', {
  operationId: 'markContactMessage',
  summary: 'Mark a contact message read or unread',
  params: contact.ContactMessageParamsSchema,
  body: contact.MarkContactMessageBodySchema,
  responses: {
    200: ok('The message', contact.ContactMessageSchema),
    400: errorAnswer('Bad body or id'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown message'),
  },
});

export const CONTACT_ENDPOINTS = [
  sendContactMessage,
  listContactMessages,
  getContactMessage,
  markContactMessage,
] as const;
