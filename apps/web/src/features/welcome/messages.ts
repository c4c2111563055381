// SPEC §2 welcome generator, §8 its notice.
export const welcomeMessages = {
  title: 'Welcome Message Generator',
  intro: 'Write a personal welcome for a new visitor, a subscriber or an event guest in seconds.',
  nav: 'Welcome generator',
  home: 'HOME',
  personalPage: 'THE ARTIST',
  admin: 'ADMIN',
  name: 'Name',
  namePlaceholder: 'e.g. Alex',
  tone: 'Tone',
  context: 'Context',
  timeOfDay: 'Time of day',
  interests: 'Interests',
  interestPlaceholder: 'Type an interest and press Enter',
  add: 'Add',
  addInterest: 'Add interest',
  removeInterest: (interest: string) => `Remove ${interest}`,
  suggestAdd: (interest: string) => `Add ${interest}`,
  suggestions: 'Suggestions',
  interestsNote: 'The first 3 interests are used in the message.',
  generate: 'Generate Message',
  generating: 'Generating...',
  output: 'Generated message',
  outputPlaceholder: 'Your message will appear here.',
  copy: 'Copy',
  copiedTitle: 'Copied!',
  copiedText: 'The message is on your clipboard.',
  copyFailedTitle: 'Copy failed',
  copyFailedText: 'Select the text and copy it by hand.',
  nameRequiredTitle: 'Name required',
  nameRequiredText: 'Please enter a name to generate a personalized message.',
} as const;

export const TONE_LABELS = {
  professional: 'Professional',
  friendly: 'Friendly',
  casual: 'Casual',
  enthusiastic: 'Enthusiastic',
  warm: 'Warm',
  creative: 'Creative',
} as const;

export const CONTEXT_LABELS = {
  first_visit: 'First visit',
  returning_user: 'Returning user',
  newsletter: 'Newsletter',
  event: 'Event',
  product_launch: 'Product launch',
  general: 'General',
} as const;

export const TIME_LABELS = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'Any time',
} as const;
