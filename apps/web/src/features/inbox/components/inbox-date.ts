const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A message's or reply's time, as the Inbox shows it. */
export const when = (iso: string) => DATE.format(new Date(iso));
