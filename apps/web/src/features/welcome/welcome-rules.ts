import { SITE_NAME } from '@shop/contracts';
import {
  WELCOME_INTERESTS_USED,
  WELCOME_SUGGESTED_INTERESTS,
  WELCOME_SUGGESTIONS_SHOWN,
  type WELCOME_CONTEXTS,
  type WELCOME_TIMES,
  type WELCOME_TONES,
} from './welcome-options';

export type Tone = (typeof WELCOME_TONES)[number];
export type WelcomeContext = (typeof WELCOME_CONTEXTS)[number];
export type TimeOfDay = (typeof WELCOME_TIMES)[number];

/** SPEC §3 welcome generator state. */
export interface WelcomeState {
  name: string;
  tone: Tone;
  context: WelcomeContext;
  interests: string[];
  timeOfDay: TimeOfDay;
}

/** SPEC §9: 15 suggested interests, the first 8 shown. */
export const SHOWN_SUGGESTIONS = WELCOME_SUGGESTED_INTERESTS.slice(0, WELCOME_SUGGESTIONS_SHOWN);

/** SPEC §5: added only if non-empty after trimming and not already present. */
export function addInterest(interests: readonly string[], candidate: string): string[] {
  const interest = candidate.trim();
  if (interest === '' || interests.includes(interest)) return [...interests];
  return [...interests, interest];
}

export function removeInterest(interests: readonly string[], interest: string): string[] {
  return interests.filter((item) => item !== interest);
}

/** SPEC §5: name required (trimmed). */
export function isNameValid(name: string): boolean {
  return name.trim() !== '';
}

const GREETINGS: Record<TimeOfDay, string> = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  any: 'Hello',
};

const OPENINGS: Record<Tone, (greeting: string, name: string) => string> = {
  professional: (greeting, name) => `${greeting}, ${name}.`,
  friendly: (greeting, name) => `${greeting}, ${name}! We're so glad you're here.`,
  casual: (greeting, name) => `Hey ${name}, ${greeting.toLowerCase()}!`,
  enthusiastic: (greeting, name) => `${greeting}, ${name}!!! This is so exciting!`,
  warm: (greeting, name) => `${greeting}, dear ${name}. It's truly wonderful to have you with us.`,
  creative: (greeting, name) => `${greeting}, ${name}: a blank canvas awaits, and you hold the brush.`,
};

/** Each names the shop as the artist set it. */
const CONTEXTS: Record<WelcomeContext, (shop: string) => string> = {
  first_visit: (shop) =>
    `Welcome to your first visit to ${shop}, where every piece is AI-generated and curated by hand.`,
  returning_user: (shop) => `Welcome back to ${shop}: it's great to see you again.`,
  newsletter: () => 'Thank you for subscribing to our newsletter: the newest collections will reach you first.',
  event: (shop) => `Thank you for joining us for this event at ${shop}.`,
  product_launch: () => "You're among the first to see our newest collection, fresh from launch.",
  general: (shop) => `Welcome to ${shop}.`,
};

const CLOSINGS: Record<Tone, string> = {
  professional: 'We look forward to helping you find the right piece.',
  friendly: 'Enjoy exploring, and say hello anytime!',
  casual: 'Have fun looking around!',
  enthusiastic: "We can't wait for you to dive in!",
  warm: 'Make yourself at home.',
  creative: 'Let your imagination wander through the collection.',
};

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * The message: greeting by time of day and tone, the context (naming `shopName`), the first 3
 * interests, a closing.
 */
export function generateWelcomeMessage(state: WelcomeState, shopName: string = SITE_NAME): string {
  const name = state.name.trim();
  const used = state.interests.slice(0, WELCOME_INTERESTS_USED);
  const parts = [OPENINGS[state.tone](GREETINGS[state.timeOfDay], name), CONTEXTS[state.context](shopName)];
  if (used.length > 0) parts.push(`Since you love ${joinList(used)}, we think you'll find plenty here to inspire you.`);
  parts.push(CLOSINGS[state.tone]);
  return parts.join(' ');
}
