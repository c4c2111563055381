// A buyer's library: the /library page and the policies' note.
export const LIBRARY_MESSAGES = {
  title: 'Your library',
  intro:
    'Every order paid with your e-mail address, with its download links. No account needed: we e-mail you a sign-in link.',
  signInHeading: 'Open your library',
  signInIntro:
    'Enter the e-mail address you paid with. We will e-mail you a sign-in link that works once, within 30 minutes.',
  email: 'Email',
  submit: 'Email me a sign-in link',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sendAnother: 'Use another address',
  invalidEmail: 'Please enter a valid e-mail address.',
  tooMany: (minutes: number) =>
    `Too many requests for sign-in links. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  failed: 'Your request could not be sent right now. Please try again in a moment.',
  opening: 'Signing you in...',
  linkFailedTitle: 'This sign-in link does not work',
  openFailed: 'You could not be signed in right now. Please try again in a moment.',
  loading: 'Loading your library...',
  loadFailed: 'Your library could not be loaded.',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  empty: 'No orders yet',
  emptyText:
    'We found no paid orders for this e-mail address. If you paid with another address, sign out and use that one.',
  order: (number: string) => `Order #${number}`,
  placed: (date: string, total: string) => `Placed ${date} · ${total}`,
  status: {
    completed: 'Paid',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
    reversed: 'Reversed',
  } as Record<string, string>,
  download: 'Download',
  licence: (name: string) => `${name} licence`,
  licenceTerms: (name: string) => `What the ${name} licence allows`,
  expiresOn: (date: string) => `Link works until ${date}`,
  expiredOn: (date: string) => `Link expired ${date}`,
  revoked: 'Refunded or revoked: no download',
  noFiles: 'This order has no files to download.',
  renew: 'Get new links',
  renewing: 'Getting new links...',
  renewed: 'New links are ready (valid for 30 days) and on their way by e-mail too.',
  renewFailed: 'New links could not be made right now. Please try again in a moment.',
  expiredNoRenewal: 'These links have expired. Please contact support and we will help.',
  contactSupport: 'Contact support',
  policyRenew:
    'Your library (/library) lists every order paid with your e-mail address. Once a download link is past its 30 days, you can get new 30-day links there on request; refunded or revoked works get none.',
  policyNone:
    'Your library (/library) lists every order paid with your e-mail address. Download links are not renewed after their 30 days: please contact us and we will help.',
  policyHeading: 'Your library and expired links',
} as const;
