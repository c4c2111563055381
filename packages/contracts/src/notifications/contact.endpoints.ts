import * as contact from './contact.js';
import * as replies from './contact-replies.js';
import { endpointOf, errorAnswer, ok } from '../shared/endpoint.js';

const publicEndpoint = endpointOf('notifications', 'public');
const curatorEndpoint = endpointOf('notifications', 'curator');

/** Contact that arrives: the form and the curator's Inbox. */
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

/** Answers written in the dashboard, kept with the message and sent through the shop's mail. */
export const replyToContactMessage = curatorEndpoint('POST', '/api/contact-messages/:id/replies', {
  operationId: 'replyToContactMessage',
  summary:
    "Answer a contact message: the reply is stored, then e-mailed to the sender (Reply-To the shop's support address); the message is marked read",
  params: contact.ContactMessageParamsSchema,
  body: replies.CreateContactReplyBodySchema,
  responses: {
    201: ok(
      'Stored; `status` says whether the e-mail left (`sent`) or not (`failed`, can be sent again)',
      replies.ContactReplySchema,
    ),
    400: errorAnswer('Empty or too long text or subject, or not a message id'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown message'),
  },
});

export const resendContactReply = curatorEndpoint('POST', '/api/contact-messages/:id/replies/:replyId/send', {
  operationId: 'resendContactReply',
  summary: 'Send a reply whose e-mail failed again',
  params: replies.ContactReplyParamsSchema,
  responses: {
    200: ok('The reply with the outcome of this attempt', replies.ContactReplySchema),
    400: errorAnswer('Not a message or reply id'),
    401: errorAnswer('No session'),
    404: errorAnswer('Unknown message or reply'),
    409: errorAnswer('The reply was already sent, or is being sent'),
  },
});

export const CONTACT_ENDPOINTS = [
  sendContactMessage,
  listContactMessages,
  getContactMessage,
  markContactMessage,
  replyToContactMessage,
  resendContactReply,
] as const;
