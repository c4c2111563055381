import { BUILT_IN_SHOP_WORDS, MAX_OCR_SUGGESTIONS, normalizeWord } from '@shop/contracts';
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { createGazetteer, type Gazetteer } from './gazetteer.js';
import { loadBritishWords } from './lexicon/british-words.js';
import {
  type ContextLanguage,
  type ContextLanguageWords,
  loadContextLanguageWords,
} from './lexicon/context-languages.js';
import { type ForeignLanguage, type ForeignWords, loadForeignWords } from './lexicon/foreign-words.js';
import { isGreeting } from './lexicon/greetings.js';
import { type KnownMisspellings, loadKnownMisspellings } from './lexicon/known-misspellings.js';
import { MENU_WORDS } from './lexicon/menu-words.js';
import { loadOtherLanguageWords, type OtherLanguageWords } from './lexicon/other-languages.js';
import { PRINT_WORDS } from './lexicon/print-words.js';
import { loadPersonNames, type PersonNames } from './lexicon/person-names.js';
import { remembered } from './lexicon/memo.js';
import { isOneTypoFrom, isTwoTyposFrom, lookAlikeDistance, weightedEditDistance } from './lexicon/typo-edits.js';
import { loadWordFrequency, type WordFrequency } from './lexicon/word-frequency.js';
import { hasWordOneEditAway } from './near-words.js';
import { SIGN_ABBREVIATIONS } from './sign-words.js';

/** What the spell check needs of a word read: its text and tesseract's confidence (0-100). */
interface ReadWord {
  text: string;
  confidence: number;
}

/** Background patterns read as words stay below this; real text, even misspelled, is read far above it. */
export const MIN_WORD_CONFIDENCE = 60;
/** A word is called misspelled only when tesseract was this sure it read it right. */
export const MIN_SUSPECT_CONFIDENCE = 70;
const MIN_LETTERS = 3;

export interface SpellChecker {
  /**
   * A word, not a misspelling: English (the dictionary, or among the FREQUENT_RANK commonest words
   * said), the shop's, a place's, a sign's abbreviation, a Roman numeral, a word of another
   * language that is no typo of a common English word (or is, but other words of that language
   * stand beside it: `context`), or a person's name written as names are. See docs/ocr.md.
   */
  isKnown(word: string, context?: readonly string[]): boolean;
  /**
   * Known only as one of the commonest words of a language without a dictionary here
   * (loadOtherLanguageWords): a word read as written, but not what a digit drawn for a letter
   * stands for ("Top10" is no "Toplo", Slovenian for warm).
   */
  isOtherLanguageWordOnly(word: string): boolean;
  /** A place's name, written as names are ("Greece", "KYOTO"). */
  isPlaceName(word: string): boolean;
  /**
   * A family's name no English word spells and no first name is ("Huang", "Okafor"; not "Baker",
   * "Lee"), written as names are: the word before it is most likely a given name.
   */
  isFamilyName(word: string): boolean;
  /**
   * Known in lower case: a common word, not only a name or an abbreviation ("Ian", "hgt"), which
   * a misspelling cut in two would too easily end in.
   */
  isCommonWord(word: string): boolean;
  /**
   * A common word a reader may have glued to another: among GLUE_PART_RANK commonest said, or the
   * shop's own. "Choc" and "nil" are words, but "Choclatte" is no "Choc latte" and "Vannila" no
   * "Van nil a".
   */
  isGluePartWord(word: string): boolean;
  /** Among English's TYPO_SOURCE_RANK commonest words: a word an image generator's typo is read as a typo of. */
  isTypoSource(word: string): boolean;
  /** A common word lies one edit away: a token this near a word is a typo of it, not a name or a glue. */
  isNearCommonWord(word: string): boolean;
  /** Any dictionary word, a name's included, lies one edit or look-alike away ("Jessus": Jesus). */
  isNearAnyWord(word: string): boolean;
  /** One of the misspellings people commonly write ("greatful", "tommorow"; cspell's list). */
  isKnownMisspelling(word: string): boolean;
  /**
   * The nearest dictionary words to a misspelling, likeliest first, at most MAX_OCR_SUGGESTIONS,
   * in the case of the word read ("SUMMR" → "SUMMER", "Sumr" → "Summer"); none for a word longer
   * than MAX_SUGGESTED_LETTERS.
   */
  suggest(word: string): string[];
}

/**
 * nspell's suggest costs 1-30 ms of CPU for a word with a near neighbour, but 100-230 ms when it
 * finds none one edit away and tries two (garbage letter runs, long words); above this length it
 * is not asked at all.
 */
export const MAX_SUGGESTED_LETTERS = 15;
/** Suggestions are kept per lower-case word: artworks of a series repeat their misspellings. */
const SUGGESTION_CACHE_SIZE = 500;

const sortedLetters = (word: string) => [...word].sort().join('');

/** Edits from one word to the other: a letter added, dropped or changed, or two neighbours swapped. */
export const editDistance = (a: string, b: string) => weightedEditDistance(a, b, 1);

/** Written as a name is: Capitalized or in capitals. */
const isCapitalized = (word: string) => {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
};

/** A dictionary word in the case of the word read: ALL CAPS, Capitalized, or as the dictionary has it. */
export function inCaseOf(read: string, suggestion: string): string {
  const letters = read.replace(/\P{L}/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return suggestion.toUpperCase();
  const first = letters.charAt(0);
  if (first !== '' && first === first.toUpperCase()) return suggestion.charAt(0).toUpperCase() + suggestion.slice(1);
  return suggestion;
}

/**
 * Words said often enough (SUBTLEX-US rank) to be words although the dictionary lacks them
 * ("gonna", "okay", "grandpa"). Past about 20,000 the list holds more scraps ("ach", "ord")
 * than words.
 */
export const FREQUENT_RANK = 20_000;
/**
 * A foreign word or a name one typo from an English word this common is taken for that typo,
 * unless its context says otherwise: "Brillant" is "Brilliant" misspelled, "Bienvenue" is French.
 */
export const TYPO_SOURCE_RANK = 20_000;
/**
 * English's own words, too common to say a line is in another language that has them too
 * ("Summer", "Percent"); rarer words both have are mostly borrowed ("Espresso", "Fiesta").
 */
export const CORE_ENGLISH_RANK = 5_000;
/**
 * A part of a glued token is among this many commonest words: a misspelling two edits off a word
 * ("Choclatte", "Vannila") is otherwise cut into rare ones ("Choc latte", "Van nil a").
 */
export const GLUE_PART_RANK = 20_000;
/** A rare foreign word among English ones is taken for two typos of an English word from this length. */
const MIN_TWO_TYPO_LETTERS = 6;
/**
 * Dutch is English's nearest kin: its short words are English ones a letter or two off ("Trui",
 * "snel", "gaat"), so up to this length a word only Dutch has is Dutch only where its line says
 * so. Longer, it must also be one of Dutch's commonest words when alone: Hunspell's Dutch joins
 * any two words into a compound, and an image generator's pseudo-words ("Kookhoorn",
 * "Weesgreep") are often two Dutch words glued.
 */
const MAX_KIN_ONLY_IN_CONTEXT_LETTERS = 5;

export interface SpellCheckerOptions {
  /** The shop's own words (curators' words are applied by the catalog, which drops their findings). */
  extraWords?: readonly string[];
  places?: Gazetteer | null;
  /** Words of other languages (loadForeignWords); none when left out. */
  foreign?: ForeignWords | null;
  names?: PersonNames | null;
  frequency?: WordFrequency | null;
  misspellings?: KnownMisspellings | null;
  /** British spellings the American dictionary refuses (loadBritishWords); none when null. */
  british?: { has(word: string): boolean } | null;
  /** The commonest words of languages without a dictionary here (loadOtherLanguageWords); none when null. */
  otherLanguages?: OtherLanguageWords | null;
  /** Words of languages that count only beside another of their words (loadContextLanguageWords); none when null. */
  contextLanguages?: ContextLanguageWords | null;
}

/**
 * Short words that say which language a line is in ("Pain au Chocolat", "Café de Flore"): too
 * short to judge, they still vouch for their neighbours. Single letters ("a", "e", "y") are left
 * out: English has them too.
 */
const FOREIGN_FUNCTION_WORDS: Record<ForeignLanguage, readonly string[]> = {
  fr: ['au', 'aux', 'de', 'des', 'du', 'la', 'le', 'les', 'et', 'un', 'une', 'chez', 'pour'],
  de: ['der', 'die', 'das', 'und', 'mit', 'zum', 'zur', 'im', 'am', 'ein', 'eine'],
  es: ['de', 'del', 'el', 'la', 'los', 'las', 'con', 'para', 'mi', 'un', 'una', 'te', 'yo', 'tu', 'se'],
  it: ['di', 'da', 'il', 'la', 'lo', 'con', 'per', 'del', 'della', 'un', 'una', 'ti', 'mi', 'tu', 'si'],
  pt: ['de', 'do', 'da', 'dos', 'das', 'com', 'para', 'um', 'uma', 'eu', 'te', 'tu', 'se'],
  nl: ['de', 'het', 'een', 'en', 'van', 'met', 'voor', 'bij', 'naar', 'aan', 'op', 'te', 'zo'],
};

/**
 * A price whose "$" and digits were read as letters ("$10" as "SIO", "$12" as "SIZ"): S, then two
 * or three of I, l, O, Z, at least one of them I or l. A garble can look the same ("SIZ" for
 * "SIZE"), so it passes only beside another of its kind: a menu's column of prices.
 */
export const PRICE_READ_AS_LETTERS = /^S(?=.*[Il])[IlOZ]{2,3}$/;

/** Two capitals or more, then two small letters or more: "BOwl", "CHampions". */
const MIXED_CASE_INSIDE = /^\p{Lu}{2,}\p{Ll}{2,}$/u;

/** A Latin letter with a mark or of another alphabet's Latin (ø, ł, ş, ë, ñ): none in English words. */
const LATIN_MARKED_LETTER = /[\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/u;

/** Prefixes written with a hyphen before a word: "Pre-Order", "Re-use", "Non-Stop", "Multi-Colour". */
const HYPHENED_PREFIXES = new Set([
  ...['anti', 'co', 'de', 'eco', 'ex', 'hi', 'lo', 'mid', 'multi', 'neo', 'non', 'over', 'post'],
  ...['pre', 'pro', 're', 'semi', 'sub', 'super', 'ultra', 'un', 'under'],
]);

/** The word with one "ii" read for a ü ("Miinchen": München), each such place in turn. */
function umlautReadAsTwoIs(word: string): string[] {
  const candidates: string[] = [];
  for (let at = word.toLowerCase().indexOf('ii'); at >= 0; at = word.toLowerCase().indexOf('ii', at + 1)) {
    const umlaut = word.slice(at, at + 2) === 'II' ? 'Ü' : 'ü';
    candidates.push(word.slice(0, at) + umlaut + word.slice(at + 2));
  }
  return candidates;
}

/** The names a word may be the plural of: "Hendersons" → Henderson, "Joneses" → Jones. */
function familyPlural(word: string): string[] {
  if (word.length < 5 || !/s$/i.test(word)) return [];
  return /es$/i.test(word) ? [word.slice(0, -1), word.slice(0, -2)] : [word.slice(0, -1)];
}

/** Upper-case Roman numerals, as on dates and editions ("MMXXIV", "XIV"); "MIX" and "DIM" are words anyway. */
/** Particles of places' names ("Tour de France", "Costa del Sol"), which a reader glues to the place. */
const PLACE_PARTICLES = ['de', 'du', 'des', 'del', 'della', 'di', 'da', 'do', 'la', 'le', 'von', 'van', 'der', 'el'];
/** The place after a glued particle: capitalised, four letters or more. */
const GLUED_PLACE = /^\p{Lu}\p{L}{3,}$/u;
/** Shorter words are too often a word of some language by chance ("Croeso i bawb": "i" says nothing). */
const MIN_CONTEXT_LANGUAGE_LETTERS = 3;
/** The other words of its language a context-language word needs beside it, */
const MIN_CONTEXT_LANGUAGE_WORDS = 1;
/** and those it needs when it is also a typo of a common English word ("Cawl" beside "Bara brith"). */
const MIN_CONTEXT_LANGUAGE_WORDS_FOR_A_TYPO = 2;
const ROMAN_NUMERAL = /^M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/**
 * Everything the judge knows, loaded: English, its frequencies, names, places, six other languages
 * and five more that count only in context (lexicon/context-languages.ts).
 */
export async function loadSpellChecker(extraWords: readonly string[] = BUILT_IN_SHOP_WORDS): Promise<SpellChecker> {
  const [foreign, contextLanguages] = await Promise.all([loadForeignWords(), loadContextLanguageWords()]);
  return createSpellChecker({ extraWords, foreign, contextLanguages });
}

/**
 * A hunspell English dictionary (nspell + dictionary-en), plus the shop's own words and the names
 * of places (a place name is no misspelling: "Reykjavik", "Oaxaca") and the abbreviations of
 * signs ("Intl", "24 hrs"), which are not glue parts; word frequencies, people's names and other
 * languages as SpellChecker.isKnown says.
 */
export function createSpellChecker({
  extraWords = BUILT_IN_SHOP_WORDS,
  places = createGazetteer(),
  foreign = null,
  names = loadPersonNames(),
  frequency = loadWordFrequency(),
  misspellings = loadKnownMisspellings(),
  british = loadBritishWords(),
  otherLanguages = loadOtherLanguageWords(),
  contextLanguages = null,
}: SpellCheckerOptions = {}): SpellChecker {
  const spell = nspell(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
  const extra = new Set(extraWords.map(normalizeWord));
  // OCR and designers change case freely: "OPENING", "Opening" and "opening" are one word.
  const english = (word: string) => {
    if (spell.correct(word)) return true;
    const lower = word.toLowerCase();
    return (
      spell.correct(lower) ||
      spell.correct(lower.charAt(0).toUpperCase() + lower.slice(1)) ||
      (british?.has(lower) ?? false)
    );
  };
  const sharesLanguage = (word: string, languages: readonly ForeignLanguage[]) =>
    (foreign?.languagesOf(word) ?? []).some((language) => languages.includes(language));
  const isTypoSource = (candidate: string) =>
    (frequency?.rankOf(candidate) ?? Infinity) < TYPO_SOURCE_RANK && english(candidate);
  const suggestions = new Map<string, string[]>();
  // Off while isOtherLanguageWordOnly asks whether a word is known without those languages.
  let otherLanguagesOn = true;
  // 60-70% of the judging's CPU went to these two questions, asked again for the same letters.
  const typos = new Map<string, boolean>();
  const nearWords = new Map<string, boolean>();
  const nearEnglishWords = new Map<string, boolean>();
  const nearFrequentWords = new Map<string, boolean>();
  const nearFrequentAnyLine = new Map<string, boolean>();
  const twoTypos = new Map<string, boolean>();
  /**
   * Lower case in, so every casing of a word shares one entry. nspell's order is not by nearness
   * ("slae": slap, slat, slaw, sale): nearest first, then words made of the very letters read (a
   * swap: "sale"), then common words before names.
   */
  const suggestLower = (lower: string): string[] => {
    const cached = suggestions.get(lower);
    if (cached) return cached;
    const letters = sortedLetters(lower);
    // Look-alike letters are a cheap edit (a reader's "rn" for "m"), and among equals the more
    // common word comes first ("ANTERN": LANTERN before ASTERN and INTERN).
    const rank = (word: string) =>
      lookAlikeDistance(lower, word.toLowerCase()) * 4 +
      (sortedLetters(word.toLowerCase()) === letters ? 0 : 2) +
      (word === word.toLowerCase() ? 0 : 1) +
      Math.min(2, (frequency?.rankOf(word) ?? TYPO_SOURCE_RANK * 2) / TYPO_SOURCE_RANK);
    const ranked = spell
      .suggest(lower)
      .filter((word) => !/\s/.test(word))
      .map((word, order) => ({ word, order, rank: rank(word) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ word }) => word);
    if (suggestions.size >= SUGGESTION_CACHE_SIZE) {
      const oldest = suggestions.keys().next();
      if (!oldest.done) suggestions.delete(oldest.value);
    }
    suggestions.set(lower, ranked);
    return ranked;
  };
  /**
   * How many distinct words of `context` English lacks that one of the languages writing `word`
   * (of CONTEXT_LANGUAGES) writes too, as a common word or as a name that is no place, no common
   * name and no word of the six other languages ("Llyn Padarn": a lake; "Henryk Sienkiewicz": a
   * rare surname; "Carcassonne" is in the Polish dictionary, but a French place, like "Anna", says
   * nothing of its line's language); 0 without asking those dictionaries when no other word could
   * be one.
   */
  const contextLanguageWordsBeside = (word: string, key: string, context: readonly string[]) => {
    const others = new Map<string, string>();
    for (const other of context) {
      const otherKey = normalizeWord(other);
      if (other.length >= MIN_CONTEXT_LANGUAGE_LETTERS && otherKey !== key && !others.has(otherKey) && !english(other))
        others.set(otherKey, other);
    }
    if (others.size === 0 || !contextLanguages) return 0;
    const languages = contextLanguages.languagesOf(word);
    if (languages.length === 0) return 0;
    const shares = (theirs: readonly ContextLanguage[]) => theirs.some((language) => languages.includes(language));
    return [...others.values()].filter(
      (other) =>
        shares(contextLanguages.commonWordLanguagesOf(other)) ||
        (!places?.isPlaceName(other) &&
          !names?.isCommonName(other) &&
          (foreign?.languagesOf(other) ?? []).length === 0 &&
          shares(contextLanguages.languagesOf(other))),
    ).length;
  };
  return {
    isKnown(word, context = []) {
      const key = normalizeWord(word);
      if (
        extra.has(key) ||
        SIGN_ABBREVIATIONS.has(key) ||
        MENU_WORDS.has(key) ||
        (key.endsWith('s') && MENU_WORDS.has(key.slice(0, -1))) ||
        PRINT_WORDS.has(key) ||
        places?.isPlaceName(word)
      )
        return true;
      // A menu's prices come in columns: one price read as letters is vouched for by another.
      if (
        PRICE_READ_AS_LETTERS.test(word) &&
        context.some((other) => other !== word && PRICE_READ_AS_LETTERS.test(other))
      )
        return true;
      if (word.length > 1 && ROMAN_NUMERAL.test(word)) return true;
      // "TOUR DEFRANCE": a particle of a place's name glued to the place ("de France", "del Sol").
      if (
        PLACE_PARTICLES.some((particle) => {
          const place = word.slice(particle.length);
          return (
            word.toLowerCase().startsWith(particle) &&
            GLUED_PLACE.test(place) &&
            (places?.isPlaceName(place) ?? false) &&
            // A place that is also a word ("Play", "Sing") is no proof: "DIPLAY" is "DISPLAY".
            !this.isCommonWord(place)
          );
        })
      )
        return true;
      // A possessive ("Liu's Chili Crisp", "Arjun's"): the dictionary writes it for a few names only.
      const owner = /^(\p{L}{2,})['’]s$/u.exec(word)?.[1];
      if (owner && this.isKnown(owner, context)) return true;
      const parts = word.split(/[-‐]/);
      if (parts.length > 1)
        return parts.every(
          (part, at) =>
            part.length < 2 ||
            (at < parts.length - 1 && HYPHENED_PREFIXES.has(part.toLowerCase())) ||
            this.isKnown(part, context),
        );
      // "BOwl": a word read with a capital inside it, where the image has a digit ("B0wl") or a
      // letter out of place; no word is written so (plurals of capitals, "CDs", end in one letter).
      if (MIXED_CASE_INSIDE.test(word)) return false;
      if (english(word)) return true;
      const plain = /^[a-z]+$/i.test(word);
      if (plain && (frequency?.rankOf(word) ?? Infinity) < FREQUENT_RANK) return true;
      const typo = () => remembered(typos, key, () => isOneTypoFrom(word, isTypoSource));
      const languages = foreign?.languagesOf(word) ?? [];
      // The line's language: words of the word's own languages ("Pain au Chocolat": au) against
      // English words that are none of them ("Hot Sause": Hot).
      let ownWords = 0;
      let sharedWords = 0;
      let accentedShared = 0;
      let englishWords = 0;
      // Words English writes often that its languages share ("Best" is German too): they say
      // nothing of a line's language, but a line of them and English words is English.
      let commonEnglishShared = 0;
      // Each word once, whatever its case: two passes reading "Omelette" and "omelette" are one word.
      const counted = new Set([key]);
      for (const other of context) {
        const lower = other.toLowerCase();
        const otherKey = normalizeWord(other);
        if (counted.has(otherKey)) continue;
        counted.add(otherKey);
        const theirs = languages.some((language) => FOREIGN_FUNCTION_WORDS[language].includes(lower));
        if (theirs || (other.length >= 3 && sharesLanguage(other, languages))) {
          // A word English has too ("Arcade", "Menu") says little of the line's language, unless
          // its languages often write it and English seldom does ("Vino Tinto": vino). (Both
          // words common there, "Bonne Chance", was tried: it passed "Caffe Market", market
          // being common Italian, and 0.4% of the garbles in a phrase.)
          const rareInEnglish = (frequency?.rankOf(other) ?? Infinity) >= CORE_ENGLISH_RANK;
          if (theirs || !english(other)) ownWords += 1;
          else if (rareInEnglish && foreign?.isCommon(other)) ownWords += 1;
          else if (rareInEnglish) sharedWords += 1;
          else commonEnglishShared += 1;
          if (foreign?.accentsDroppedIn(other).some((language) => languages.includes(language))) accentedShared += 1;
        } else if (other.length >= 3 && english(other)) englishWords += 1;
      }
      // A word its languages write only with accents ("Caffe": caffè) was most likely read off
      // accented letters; then a word English borrowed from them ("Espresso": not one of
      // English's CORE_ENGLISH_RANK commonest, as "The" for "thé" or "Refuse" would be), with no
      // English word beside, is enough to say which language the line is in.
      const accentsDropped = () =>
        (foreign?.accentsDroppedIn(word) ?? []).length > 0 && sharedWords > 0 && englishWords === 0;
      // Beside a word its languages write with accents the reader dropped, and no word English
      // alone writes ("Bonne Fete, Papa!": fête), one of its languages' commonest words is theirs,
      // not a typo. (Beside shared words alone, "ARCADE GAMMES" would pass: gammes is French.)
      const commonAmongShared = () => englishWords === 0 && accentedShared > 0 && (foreign?.isCommon(word) ?? false);
      const vouched = () => (ownWords > 0 && ownWords >= englishWords) || accentsDropped() || commonAmongShared();
      // Among English words only ("Hot Sause", "Lemon Meringe Pie"), a word one edit of any kind
      // from an English word is read as its misspelling, not as a word of another language or a
      // rare name that happens to be spelled so. Alone ("Salud") or among its own language's
      // words, it stays a word.
      const englishLine = englishWords > 0 && ownWords === 0 && sharedWords === 0;
      const nearEnglishWord = () =>
        englishLine && remembered(nearEnglishWords, key, () => hasWordOneEditAway(word, english));
      const nearFrequentWord = () =>
        englishLine && remembered(nearFrequentWords, key, () => hasWordOneEditAway(word, isTypoSource));
      // A common name is a name before it is a known misspelling: "Holliday", "Childs". (Not when
      // one typo from a common word among English words, for "Fish and Chipps": that flagged a
      // tenth of full names and brands, "Doreen Foote", "Malm Bakery".)
      if (names && isCapitalized(word) && names.isCommonName(word)) return true;
      // A family's name in the plural, as house signs write it: "The Hendersons", "The Smiths";
      // not a word's ("Beachs", "Christmass") nor a typo of one ("Secrests").
      if (
        names &&
        isCapitalized(word) &&
        familyPlural(word).some((name) => names.isCommonName(name) && !spell.correct(name.toLowerCase())) &&
        !remembered(typos, key, () => isOneTypoFrom(word, isTypoSource))
      )
        return true;
      // "Miinchen": the scene-text reader reads the dots of a ü over its two strokes as two i's.
      // English writes "ii" only in a few words the dictionary has ("skiing", "radii"), so a
      // reading that is a word of another language or a place with a ü there is that word. Not
      // when it is a generator's typo of a frequent English word: "ii" for "u" is a look-alike
      // ("Biirger" is "Burger" garbled, though German has "Bürger").
      if (
        umlautReadAsTwoIs(word).some(
          (candidate) => (foreign?.languagesOf(candidate).length ?? 0) > 0 || places?.isPlaceName(candidate),
        ) &&
        !typo()
      )
        return true;
      // "Feliz Cumpleaios": a common accented word with its accented letter misread, beside a word
      // of its language that English lacks, is that word.
      const misread = foreign?.accentMisreadOf(word);
      if (misread) {
        const theirLanguages = foreign?.languagesOf(misread) ?? [];
        const besideItsLanguage = context.some(
          (other) =>
            other.length >= 3 &&
            normalizeWord(other) !== key &&
            !english(other) &&
            sharesLanguage(other, theirLanguages),
        );
        if (besideItsLanguage) return true;
      }
      // "Brauerei Früh, Kln": the scene-text reader cannot write ö and dropped it. Beside a word of
      // a language English lacks, a reading that is a word of that language but for one letter the
      // reader cannot write is that word.
      const besideLanguages = [
        ...new Set(
          context.flatMap((other) =>
            other.length >= 3 && normalizeWord(other) !== key && !english(other)
              ? (foreign?.languagesOf(other) ?? [])
              : [],
          ),
        ),
      ];
      if (besideLanguages.length > 0 && foreign?.unwritableLetterLostIn(word, besideLanguages)) return true;
      if (misspellings?.has(word)) return vouched();
      const kinWordAlone = () =>
        languages.every((language) => language === 'nl') &&
        (word.length <= MAX_KIN_ONLY_IN_CONTEXT_LETTERS || !foreign?.isCommon(word)) &&
        !isGreeting(word) &&
        !vouched();
      if (languages.length > 0 && !kinWordAlone()) {
        // A greeting of its language needs no context: "Prost" alone is German, not "Post".
        if (isGreeting(word)) return true;
        // Accents are a language's own: "Crêperie" is no typo of anything English. (Any one edit
        // from an English word among English words flagged "Miso ramen": not worth it.)
        if (!plain || vouched()) return true;
        // Alone, a rare form of its languages one plain edit from a frequent English word
        // ("Entrence": es, of "entrenar") is that word misspelled; one of their commonest
        // ("Salud") is a word of its own. (Beside other words this flagged "Miso ramen": the
        // rules above weigh those.)
        const rareNearFrequent = () =>
          counted.size === 1 &&
          !foreign?.isCommon(word) &&
          remembered(nearFrequentAnyLine, key, () => hasWordOneEditAway(word, isTypoSource));
        // Among English words, a rare form of its languages two typos from a frequent English
        // word is that word garbled twice ("Best Wischs": German, of "Wisch"; "Wishes" with its
        // e dropped and a c put in). Short words have too many such neighbours to say so.
        const rareTwoTyposFromFrequent = () =>
          englishWords + commonEnglishShared > 0 &&
          ownWords === 0 &&
          sharedWords === 0 &&
          word.length >= MIN_TWO_TYPO_LETTERS &&
          !foreign?.isCommon(word) &&
          remembered(twoTypos, key, () => isTwoTyposFrom(word, isTypoSource));
        if (!typo() && !nearEnglishWord() && !rareNearFrequent() && !rareTwoTyposFromFrequent()) return true;
      }
      if (isCapitalized(word) && (names?.isName(word) || places?.isTownName(word)) && !typo() && !nearFrequentWord())
        return true;
      // One of the commonest words of a language without a dictionary here ("Gratulerer med dagen":
      // Norwegian), as a rare name is: unless an image generator's typo of a common English word.
      if (otherLanguagesOn && otherLanguages?.has(word) && !typo() && !nearFrequentWord()) return true;
      // A capitalised word with a letter English never writes ("Björk", "Søren", "Małgorzata",
      // "Ayşe") is a name or a word of a language the judge lacks: an image generator's typo of an
      // English word has none.
      if (isCapitalized(word) && /^\p{L}+$/u.test(word) && LATIN_MARKED_LETTER.test(word)) return true;
      // "Croeso i bawb", "Obsluhoval jsem anglického krále": a word of a language that counts only
      // in context, beside another word of it that English lacks, is that language's, unless a
      // typo of a common English word with a single such word beside ("Cawl" beside "Bara brith"
      // is Welsh; a garble beside one foreign word by chance is still a garble).
      if (contextLanguages && word.length >= MIN_CONTEXT_LANGUAGE_LETTERS && /^\p{L}+$/u.test(word)) {
        const besideOwn = contextLanguageWordsBeside(word, key, context);
        if (besideOwn >= MIN_CONTEXT_LANGUAGE_WORDS && (besideOwn >= MIN_CONTEXT_LANGUAGE_WORDS_FOR_A_TYPO || !typo()))
          return true;
      }
      return false;
    },
    isOtherLanguageWordOnly(word) {
      if (!otherLanguages?.has(word)) return false;
      otherLanguagesOn = false;
      try {
        return !this.isKnown(word);
      } finally {
        otherLanguagesOn = true;
      }
    },
    isPlaceName(word) {
      return places?.isPlaceName(word) ?? false;
    },
    isFamilyName(word) {
      return isCapitalized(word) && (names?.isSurname(word) ?? false) && !this.isCommonWord(word);
    },
    isCommonWord(word) {
      const lower = word.toLowerCase();
      return extra.has(normalizeWord(word)) || spell.correct(lower) || (british?.has(lower) ?? false);
    },
    isTypoSource(word) {
      return isTypoSource(word);
    },
    isGluePartWord(word) {
      const key = normalizeWord(word);
      if (extra.has(key) || MENU_WORDS.has(key)) return true;
      if (!spell.correct(word.toLowerCase())) return false;
      return !frequency || (frequency.rankOf(word) ?? Infinity) < GLUE_PART_RANK;
    },
    isNearCommonWord(word) {
      return remembered(nearWords, word.toLowerCase(), () =>
        hasWordOneEditAway(word, (candidate) => spell.correct(candidate)),
      );
    },
    isNearAnyWord(word) {
      return hasWordOneEditAway(word, english) || isOneTypoFrom(word, english);
    },
    isKnownMisspelling(word) {
      return misspellings?.has(word) ?? false;
    },
    suggest(word) {
      if (word.length > MAX_SUGGESTED_LETTERS) return [];
      const lower = word.toLowerCase();
      const cased: string[] = [];
      for (const suggestion of suggestLower(lower)) {
        const candidate = inCaseOf(word, suggestion);
        if (candidate.toLowerCase() === lower || cased.includes(candidate)) continue;
        cased.push(candidate);
        if (cased.length === MAX_OCR_SUGGESTIONS) break;
      }
      return cased;
    },
  };
}

/**
 * Short words that a reader glues to their neighbour ("atdusk", "Coffeeand"); other parts of a
 * glued token need 3+ letters, so a misspelling is not explained away as two scraps ("Yo ag").
 */
const SHORT_WORDS = new Set(['a', 'an', 'as', 'at', 'by', 'in', 'is', 'it', 'of', 'on', 'or', 'to', 'up']);
/**
 * A glued misspelling is peeled out of a token this long, from function words of this many letters
 * in all ("OF THE" + "DAYY"): a garble's own first or last letters often spell "a", "to" or "on".
 */
const MIN_GLUED_LINE_LETTERS = 9;
const MIN_PEELED_LETTERS = 3;
/** The words a reader glues to a misspelling after them ("OFTHEDAYY", "FORTHEBIRDSS"). */
const GLUED_FUNCTION_WORDS = new Set([
  ...['at', 'by', 'in', 'of', 'on', 'to'],
  ...['be', 'and', 'for', 'our', 'the', 'from', 'with', 'your'],
]);
/** A glued token is split into at most this many dictionary words ("SummerArtFestival"). */
const MAX_GLUED_WORDS = 3;
/**
 * A run of small letters this long may be split into one more ("clownsandfireeaters"): a garble
 * of one word is seldom so long, and four common words rarely spell one by chance.
 */
const MIN_FOUR_WORD_GLUE_LETTERS = 15;
/** An ALL-CAPS token is cut only from this length ("DANCEMARATHON"): shorter, a glue cannot be told from a misspelling. */
const MIN_CAPS_GLUE_LETTERS = 9;

/**
 * The dictionary words a token is made of when a reader left out the spaces between them
 * ("Coffeeand" → ["Coffee", "and"], "HarborLights" → ["Harbor", "Lights"], "SaleendsSunday" →
 * ["Sale", "ends", "Sunday"]); undefined when it is not such a token. A capital after a small
 * letter always starts a word (a known one: a name will do); a run without one is cut into at
 * most MAX_GLUED_WORDS common words, unless it is one edit from a common word: "Wellcome" is a
 * misspelling of "Welcome", not "Well come". An ALL-CAPS token is cut so only from
 * MIN_CAPS_GLUE_LETTERS ("DANCEMARATHON") or at a contraction ("IT'SFIVE"): shorter, a glue cannot
 * be told from a misspelling ("FUTRUE" is not "FUT RUE").
 */
export function gluedWords(token: string, spell: SpellChecker): string[] | undefined {
  // One edit, or one look-alike, from a common word is its misspelling or misreading: "Wedcling"
  // (cl drawn for d) is "Wedding", not "Wed cling".
  const nearCommonWord = (run: string) =>
    spell.isNearCommonWord(run) || isOneTypoFrom(run, (word) => spell.isCommonWord(word), { edits: false });
  if (token === token.toUpperCase()) {
    // A contraction glued to its neighbour is glue at any length: "IT'SFIVE".
    const contraction = /['’]/.test(token);
    if ((token.length < MIN_CAPS_GLUE_LETTERS && !contraction) || nearCommonWord(token)) return undefined;
    return gluedRun(token, spell);
  }
  const segments = token.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  if (segments.length === 1) return nearCommonWord(token) ? undefined : gluedRun(token, spell);
  const words: string[] = [];
  for (const segment of segments) {
    if (segment.length >= MIN_LETTERS && spell.isKnown(segment)) words.push(segment);
    else if (isGluePart(segment, spell)) words.push(segment);
    else {
      const run = nearCommonWord(segment) ? undefined : gluedRun(segment, spell);
      if (!run) return undefined;
      words.push(...run);
    }
  }
  return words;
}

/** A hashtag holds this many words at most ("#throwbackthursday", "#photooftheday"). */
const MAX_HASHTAG_WORDS = 5;

/**
 * The common words of a hashtag written without spaces, in any case ("photooftheday" → photo, of,
 * the, day; "MondayMotivation"); undefined when its letters are not so made ("tacotusday").
 */
export function hashtagWords(token: string, spell: SpellChecker): string[] | undefined {
  if (spell.isKnown(token)) return [token];
  // Days and months, which the dictionary writes capitalised, are words here too ("tacotuesday");
  // names are not: "photoofthedya" would be "photo oft Hedy a".
  const isPart = (part: string) =>
    part.length < MIN_LETTERS ? HASHTAG_SHORT_WORDS.has(part) : spell.isCommonWord(part) || CALENDAR_WORDS.has(part);
  return gluedRun(token.toLowerCase(), spell, MAX_HASHTAG_WORDS, isPart);
}
const CALENDAR_WORDS = new Set([
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december', 'christmas', 'easter', 'halloween'],
]);
/** The short words a hashtag glues ("#nofilter", "#wineoclock"), beside SHORT_WORDS. */
const HASHTAG_SHORT_WORDS = new Set([
  ...SHORT_WORDS,
  'be',
  'do',
  'go',
  'he',
  'hi',
  'me',
  'my',
  'no',
  'o',
  'oh',
  'ok',
  'so',
  'we',
]);

/**
 * A run of small letters cut into two to `parts` words (`isPart`: common words a reader glues),
 * the longest first word first.
 */
function gluedRun(
  token: string,
  spell: SpellChecker,
  parts = token.length >= MIN_FOUR_WORD_GLUE_LETTERS ? MAX_GLUED_WORDS + 1 : MAX_GLUED_WORDS,
  isPart = (part: string) => isGluePart(part, spell, token.length >= MIN_FOUR_WORD_GLUE_LETTERS),
): string[] | undefined {
  for (let cut = token.length - 1; cut >= 1; cut--) {
    const head = token.slice(0, cut);
    const tail = token.slice(cut);
    if (!isPart(head)) continue;
    if (isPart(tail)) return [head, tail];
    const rest = parts > 2 ? gluedRun(tail, spell, parts - 1, isPart) : undefined;
    if (rest) return [head, ...rest];
  }
  return undefined;
}

/**
 * `plurals`: in a long glue, a plural counts as its word ("clownsandfireeaters": "eaters", said
 * less often than "eater"); in a short one it would pass a garble: "Milkshacks" is no "milk shacks".
 */
function isGluePart(part: string, spell: SpellChecker, plurals = false): boolean {
  // A contraction glued to its neighbour is a word too: "IT'SFIVE".
  if (/^\p{L}+['’]\p{L}+$/u.test(part)) return spell.isCommonWord(part.replace('’', "'"));
  if (!/^\p{L}+$/u.test(part)) return false;
  if (part.length < MIN_LETTERS) return SHORT_WORDS.has(part.toLowerCase());
  if (spell.isGluePartWord(part)) return true;
  return plurals && /s$/i.test(part) && spell.isCommonWord(part) && spell.isGluePartWord(part.slice(0, -1));
}

/**
 * Where in a token glued of common words the misspelling at its end starts ("ANATLASOFCLOUUDS":
 * "AN ATLAS OF" + "CLOUUDS"); undefined unless the token is so made: its last MIN_GLUED_NAME_LETTERS
 * or more letters no common word but one edit from one, after MIN_GLUED_WORDS_BEFORE common words
 * (up to MAX_GLUED_WORDS) the last of which is a function word (GLUED_FUNCTION_WORDS), the whole token
 * near no word. Names a misspelling already found; gluedMisspelling, which decides whether a token
 * is one, peels only function words.
 */
export function misspellingInGlue(token: string, spell: SpellChecker): number | undefined {
  if (!/^\p{L}+$/u.test(token) || token.length < MIN_GLUED_LINE_LETTERS) return undefined;
  for (let from = token.length - MIN_GLUED_NAME_LETTERS; from >= MIN_PEELED_LETTERS; from--) {
    const before = token.slice(0, from);
    const lastWord = [...GLUED_FUNCTION_WORDS].find((word) => before.toLowerCase().endsWith(word));
    if (!lastWord || before.length === lastWord.length) continue;
    const words = gluedRun(before, spell);
    if (!words || words.length < MIN_GLUED_WORDS_BEFORE || words.at(-1)?.toLowerCase() !== lastWord) continue;
    const part = token.slice(from);
    if (spell.isCommonWord(part) || !spell.isNearCommonWord(part)) continue;
    return spell.isNearAnyWord(token) ? undefined : from;
  }
  return undefined;
}
/** A misspelling named at the end of a glued token has at least this many letters... */
const MIN_GLUED_NAME_LETTERS = 5;
/**
 * ...after at least this many words: two are too often a long misspelling's own letters
 * ("asthe" + "tical", "histo" + "compatability" in Wikipedia's list).
 */
const MIN_GLUED_WORDS_BEFORE = 3;

/**
 * A misspelling a reader glued to the short words before it ("OFTHEDAYY", "THEIRONCRWON"), as the
 * token's parts in order, the misspelling last: the letters before it are function words
 * (GLUED_FUNCTION_WORDS, MIN_PEELED_LETTERS in all), it is one edit from a common word, and the
 * whole token is one edit from no word at all ("Jessus" is "Jesus" misspelled); undefined
 * otherwise. The finding names the misspelling, not the line it was glued into. Nothing is
 * peeled off a token's end, nor a longer word: a garble's last letters often spell "on", "in" or
 * "is", and a garbled compound ("Hollyywood") or a pseudo-word ("Thynrout") holds longer ones.
 */
export function gluedMisspelling(
  token: string,
  spell: SpellChecker,
): { parts: string[]; misspelling: number } | undefined {
  if (!/^\p{L}+$/u.test(token) || token.length < MIN_GLUED_LINE_LETTERS) return undefined;
  const functionWords = (part: string): string[] | undefined => {
    if (part === '') return [];
    for (let cut = 2; cut <= part.length; cut++) {
      if (!GLUED_FUNCTION_WORDS.has(part.slice(0, cut).toLowerCase())) continue;
      const rest = functionWords(part.slice(cut));
      if (rest) return [part.slice(0, cut), ...rest];
    }
    return undefined;
  };
  for (let from = MIN_PEELED_LETTERS; token.length - from > MIN_LETTERS; from++) {
    const before = functionWords(token.slice(0, from));
    const word = token.slice(from);
    if (!before || spell.isCommonWord(word) || !spell.isNearCommonWord(word)) continue;
    return spell.isNearAnyWord(token) ? undefined : { parts: [...before, word], misspelling: before.length };
  }
  return undefined;
}

/** The letters of a token, without edge punctuation; undefined when it is not a word (numbers, symbols). */
export function cleanToken(text: string): string | undefined {
  const trimmed = text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (trimmed.length < MIN_LETTERS) return undefined;
  if (!/^[\p{L}]+(?:['’-][\p{L}]+)*$/u.test(trimmed)) return undefined;
  return trimmed;
}

/** Words worth keeping from one recognition: real letters (edge punctuation cut), read with some confidence. */
export function keptWords<W extends ReadWord>(words: readonly W[]): W[] {
  return words.flatMap((word) => {
    const text = cleanToken(word.text);
    return text && word.confidence >= MIN_WORD_CONFIDENCE ? [{ ...word, text }] : [];
  });
}
