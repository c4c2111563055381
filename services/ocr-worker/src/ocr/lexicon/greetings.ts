import { withoutAccents } from './accents.js';
import type { ForeignLanguage } from './foreign-words.js';

/**
 * Greetings, toasts, thanks and wishes of the six other languages the judge reads, as prints
 * carry them on their own ("Prost", "Salud", "Grazie"): a word alone gives no context to say
 * which language it is in, and many of these lie one letter from a common English word ("Prost":
 * post, frost; "Hola": hold; "Salut": salt), which the judge otherwise takes for that typo. Kept
 * short and to words that stand alone on a print; each is also in its language's dictionary.
 */
const GREETINGS: Record<ForeignLanguage, readonly string[]> = {
  fr: [
    'bonjour',
    'bonsoir',
    'salut',
    'merci',
    'santé',
    'bravo',
    'voilà',
    'enchanté',
    'bienvenue',
    'félicitations',
    'bisous',
    'courage',
    'amour',
    'joie',
    'chérie',
    'chéri',
  ],
  de: [
    'prost',
    'hallo',
    'danke',
    'bitte',
    'tschüss',
    'servus',
    'moin',
    'willkommen',
    'liebe',
    'glück',
    'frieden',
    'freude',
    'heimat',
    'gesundheit',
    'grüße',
    'glückwunsch',
  ],
  es: [
    'hola',
    'gracias',
    'salud',
    'adiós',
    'amor',
    'olé',
    'bienvenidos',
    'bienvenido',
    'felicidades',
    'vamos',
    'vida',
    'fiesta',
    'siesta',
    'cariño',
    'besos',
    'suerte',
  ],
  it: [
    'ciao',
    'grazie',
    'salute',
    'prego',
    'amore',
    'bella',
    'bello',
    'dolce',
    'benvenuti',
    'benvenuto',
    'auguri',
    'buongiorno',
    'buonasera',
    'basta',
    'andiamo',
    'evviva',
  ],
  pt: [
    'olá',
    'obrigado',
    'obrigada',
    'saúde',
    'tchau',
    'beijos',
    'saudade',
    'parabéns',
    'alegria',
    'felicidade',
    'bem-vindo',
    'bem-vinda',
    'paz',
    'amor',
    'sorte',
    'oi',
  ],
  nl: [
    'proost',
    'hallo',
    'hoi',
    'doei',
    'bedankt',
    'welkom',
    'gefeliciteerd',
    'proficiat',
    'gezellig',
    'lekker',
    'liefde',
    'geluk',
  ],
};

/** Every greeting, lower case, with its accents and without them (a reader often drops them). */
const KNOWN = new Set(
  Object.values(GREETINGS)
    .flat()
    .flatMap((word) => [word, withoutAccents(word)]),
);

/** Whether `word` (any case, accents or none) is one of the greetings prints carry alone. */
export function isGreeting(word: string): boolean {
  return KNOWN.has(word.normalize('NFC').toLocaleLowerCase('en'));
}
