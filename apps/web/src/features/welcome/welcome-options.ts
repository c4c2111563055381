/** SPEC §2 welcome generator: the choices it offers and how many suggestions it uses. */
export const WELCOME_TONES = ['professional', 'friendly', 'casual', 'enthusiastic', 'warm', 'creative'] as const;
export const WELCOME_CONTEXTS = [
  'first_visit',
  'returning_user',
  'newsletter',
  'event',
  'product_launch',
  'general',
] as const;
export const WELCOME_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export const WELCOME_SUGGESTED_INTERESTS = [
  'AI art',
  'Abstract art',
  'Sci-fi',
  'Digital design',
  'Photography',
  'Logo design',
  'Street art',
  'Futurism',
  'Minimalism',
  'Surrealism',
  'Generative art',
  'Color theory',
  'Typography',
  'Civic tech',
  'Collecting',
] as const;
export const WELCOME_SUGGESTIONS_SHOWN = 8;
export const WELCOME_INTERESTS_USED = 3;
