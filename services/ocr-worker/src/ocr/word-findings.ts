import { MAX_OCR_READINGS, normalizeWord } from '@shop/contracts';
import { isLookAlike, isOneTypoFrom, letterReadingsOf, LETTERS, lettersOf } from './lexicon/typo-edits.js';
import { MERGE_SURE_LETTER, mergedLetters } from './letter-merge.js';
import { withoutAccents } from './lexicon/accents.js';
import { isConsonantMisreading, isEdgeLetterMore, isLostInitialI, othersAccentsOn } from './misreadings.js';
import type { RecognizedWord } from './recognize.js';
import { withoutRepeatedMisreading } from './repeated-misreadings.js';
import type { WordBox } from './word-box.js';
import {
  cleanToken,
  editDistance,
  gluedMisspelling,
  gluedWords,
  hashtagWords,
  MAX_SUGGESTED_LETTERS,
  MIN_SUSPECT_CONFIDENCE,
  MIN_WORD_CONFIDENCE,
  misspellingInGlue,
  type SpellChecker,
} from './spellcheck.js';

/** A word placed in the raster's pixels, with the pass that read it. */
export interface PlacedWord extends RecognizedWord {
  pass: string;
  /** The scene-text reader's least sure letter (0-100); tesseract gives none. */
  leastSure?: number;
  /** The scene-text reader's sureness of each character of `text` (0-100); tesseract gives none. */
  letters?: number[];
  /** Read on a line the detector holds for text (see isTextRegion): it must not pass unread. */
  inTextRegion?: boolean;
}

/** The pass name of the second reader's words (scene-text detector and recognizer). */
export const SCENE_TEXT_PASS = 'scene-text';
/**
 * The scene-text reader's confidences run high (a character's probability): a dictionary word it
 * read at this makes its place clean.
 */
export const SCENE_TEXT_WORD_CONFIDENCE = 80;
/**
 * Sure enough to name a misspelling no other reader confirms: on the fixtures every misspelling
 * it read scored 93-100 with no letter below 56, but so did a thin "Silver" misread as "Sillver"
 * (92, a letter at 69); requiring 95 and no letter below 80 leaves that to agreement.
 */
export const SCENE_TEXT_SURE_CONFIDENCE = 95;
export const SCENE_TEXT_SURE_LETTER = 80;
/** A scene-text reading no other reader read there, one generator typo from a common word: see loneTypo. */
export const LONE_TYPO_CONFIDENCE = 90;
/** Enough for a reading one typo (not a look-alike) from a word: "Christmass" at 97 with a letter at 70. */
export const SCENE_TEXT_TYPO_LETTER = 60;

export interface WordFinding {
  kind: 'misspelling' | 'unreadable';
  word: string;
  confidence: number;
  box: WordBox;
  pass: string;
  /** The place's other readings, as read, each once (case aside): a curator's word among them clears it. */
  readings?: string[];
}

/**
 * Below this a token is background read as letters (patterns stay below about 56), unless it sits
 * on a line of text that was read with confidence.
 */
export const MIN_UNREADABLE_CONFIDENCE = 40;
/** A word this sure, on the same line, shows that the line is text and not a pattern. */
export const LINE_WITNESS_CONFIDENCE = 85;
/**
 * A text region read below this, on an image where no word is read, is taken for a pattern: the
 * empty font images' "THTTIFE" (66), "eeee" (62), "Raar" (49).
 */
export const LONE_REGION_CONFIDENCE = 70;
/** A word lies in a reading that spans it when this share of the word's box is inside... */
const SPANNED_SHARE = 0.8;
/** ...and it is at most this share of the spanning reading (a piece, not the same word). */
const SPANNED_AREA = 0.75;
/**
 * One letter three times or more ("AAAAA", "ooo"): a row of like shapes (trees, scales, foam)
 * read as letters, or a shout; no image generator's typo of a word.
 */
const ONE_LETTER_REPEATED = /^(\p{L})\1{2,}$/iu;
/** An address, not words glued at a dot: "www.hartwellandsons.com", "shop.example.org/prints", "hi@shop.art". */
const WEB_ADDRESS = /^(?:https?:\/\/)?[\w.+-]*[\w-]+(?:@[\w-]+)?(?:\.[a-z]{2,6})+(?:\/\S*)?$/i;
/** Hashtags this short are tags ("#tbt"), not words to spell-check. */
const MAX_TAG_LETTERS = 4;
/**
 * A reading that spells a word at this confidence or more, under the bar of a word read
 * (SCENE_TEXT_WORD_CONFIDENCE, MIN_WORD_CONFIDENCE), was read, if doubtfully: its place is not
 * unreadable. (Not clean either: a confident misspelling read there is still named.)
 */
const DOUBTFUL_WORD_CONFIDENCE = 70;
/** Letters two readings of a line may differ in for one's spaces to cut the other's reading. */
const MAX_LETTERS_OFF_AT_SPACES = 1;
/** Lower case, a capital and lower case, or capitals: as words are written. */
const CASED_AS_A_WORD = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)$/u;
/**
 * Text-free art drawn in rows of marks (crosses, ticks, stitches) gives the scene-text reader
 * dozens of one-mark "lines": from this many of its readings, when this share of them holds no
 * two letters side by side, the image is a pattern.
 */
const PATTERN_MIN_READINGS = 12;
const PATTERN_MARK_SHARE = 0.75;
/** On such an image, a run of this many letters or fewer is marks read as letters ("HTHI", "LHL"). */
const MAX_PATTERN_RUN_LETTERS = 4;
/** One pass's runs of one letter that make that letter the marks of the art (isMarkRun). */
const MIN_MARK_RUNS = 3;
/** Short tokens are too often pieces of shapes to report as unreadable text. */
const MIN_UNREADABLE_LETTERS = 4;
/** Two readings are of the same word when this share of the smaller box lies in the other. */
const SAME_PLACE_OVERLAP = 0.5;
/**
 * Readings of the two readers are of the same word when their spans along the line overlap by
 * this share of the wider one: a glued "LibaryBook" of one reader is not the place of the other's
 * "Book", which would make it clean.
 */
const SAME_WORD_OVERLAP = 0.6;
/** A letter read below this, where the reading is a word without it, is likely a flourish or a stroke. */
const SPURIOUS_LETTER_CONFIDENCE = 50;
/** Readings that nearly agree are this long at least: shorter ones differ in too large a share. */
const MIN_NEAR_AGREEMENT_LETTERS = 6;
/** A lone reading far from every word is judged garbled from this many letters (shorter ones are too often shapes). */
const MIN_GARBLED_LETTERS = 6;
/** Tesseract's letters name a finding where the scene-text reader doubted its own from this confidence. */
const NAMING_LETTERS_CONFIDENCE = 40;
/** ...and where the two readings differ in this many letters at most. */
const MAX_NAMING_LETTERS_APART = 2;
/** Tesseract's readings this long or longer are compared with a sure scene-text reading spanning them. */
const MIN_MISREAD_INSIDE_LETTERS = 3;
/** A dictionary reading shorter than this share of a doubtful one at its place is a piece of it. */
const WHOLE_WORD_SHARE = 0.75;

interface Reading extends PlacedWord {
  token: string;
}

const area = (box: WordBox) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);

const intersectionArea = (a: WordBox, b: WordBox) =>
  area({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });

function overlapShare(a: WordBox, b: WordBox): number {
  const smaller = Math.min(area(a), area(b));
  return smaller === 0 ? 0 : intersectionArea(a, b) / smaller;
}

const isSceneText = (word: PlacedWord) => word.pass === SCENE_TEXT_PASS;

/** A token's letters as two readers may both give them: lower case, no accents ("ThéVerta": theverta). */
const plainLetters = (token: string) =>
  withoutAccents(token)
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/**
 * Across readers, by their spans along the line: the scene-text reader's boxes are padded above
 * and below the letters, tesseract's hug them, so their areas overlap by half where their spans
 * agree ("BROWNIES" and "BROWWIES": 0.54 of the larger box, 0.98 of the wider span).
 */
function sameWordAcrossReaders(a: WordBox, b: WordBox): boolean {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const wider = Math.max(a.right - a.left, b.right - b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  const shorter = Math.min(a.bottom - a.top, b.bottom - b.top);
  return wider > 0 && shorter > 0 && across / wider >= SAME_WORD_OVERLAP && down / shorter >= SAME_PLACE_OVERLAP;
}

/**
 * The scene-text reader reads each word it detected once, so two of its words are two places,
 * however their boxes lie: a title's tall box on an arc ("FESTIVAL") may hold the whole line below
 * it ("of musicc"), whose misspelling it would otherwise make clean.
 */
function samePlace(a: PlacedWord, b: PlacedWord): boolean {
  if (isSceneText(a) && isSceneText(b)) return false;
  if (isSceneText(a) !== isSceneText(b)) return sameWordAcrossReaders(a.box, b.box);
  return overlapShare(a.box, b.box) >= SAME_PLACE_OVERLAP;
}

function onSameLine(a: WordBox, b: WordBox): boolean {
  const shared = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return shared >= 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top);
}

/** Letters at which two readings of one length differ, case aside: "CLUBXXV" and "GLUBXXV" 1. */
const lettersApart = (a: string, b: string) =>
  Array.from(a.toLowerCase()).filter((letter, at) => letter !== b.charAt(at).toLowerCase()).length;

/**
 * A piece's own sureness, from its characters' (the whole word's is kept where they are unknown):
 * the "&" of "Vannila&xtract", read at 34, says nothing of how surely "Vannila" was read.
 */
function surenessOf(
  word: PlacedWord,
  start: number,
  end: number,
): Pick<PlacedWord, 'confidence' | 'leastSure' | 'letters'> {
  const letters = word.letters?.length === word.text.length ? word.letters.slice(start, end) : [];
  if (letters.length === 0) return { confidence: word.confidence, leastSure: word.leastSure, letters: undefined };
  return {
    confidence: letters.reduce((sum, letter) => sum + letter, 0) / letters.length,
    leastSure: Math.min(...letters),
    letters,
  };
}

/**
 * The scene-text reader's sureness of each letter of a reading's token (its edges' punctuation
 * cut); an apostrophe or hyphen inside counts as sure, so no merge drops it ("Today's").
 */
function tokenSureness(reading: Reading): number[] | undefined {
  const at = reading.text.indexOf(reading.token);
  if (!reading.letters || reading.letters.length !== reading.text.length || at < 0) return undefined;
  return reading.letters
    .slice(at, at + reading.token.length)
    .map((sureness, index) => (/\p{L}/u.test(reading.token[index] ?? '') ? sureness : 100));
}

/** The letters a 1 or a 0 drawn inside a word is read as, and that digit. */
const DIGIT_LOOKING_LETTERS: Readonly<Record<string, string>> = { l: '1', I: '1', o: '0', O: '0' };
/** Below this, the scene-text reader all but guessed the letter (its sure letters read above 80). */
const DIGIT_GUESS_CONFIDENCE = 50;
const MIN_DIGIT_GUESS_LETTERS = 4;
/** An ordinal glued to the word before it: "March3rd", "May1st". */
const ORDINAL_GLUED = /\d(?:st|nd|rd|th)$/i;
/** A price or a number, a comma, then letters: one reading where the image has two words. */
const NUMBER_COMMA_WORD = /^[^\p{L}\d]*\d[^\p{L}]*[,;:]\p{L}/u;

/**
 * A scene-text word glued at punctuation or an ampersand as its pieces, each boxed by its share of
 * the letters: "ROBOT,PARADDE", "Salt&Peper" (the reader drops the spaces around "&": "Camila&Jonah").
 * A piece after "&" that is no word but is one with an E before it had its E read as "&", a
 * look-alike in many script faces: "Vanilla&xtract" is "Vanilla Extract".
 */
function punctuatedParts(word: PlacedWord, spell: SpellChecker): Reading[] {
  const { left, right } = word.box;
  const perLetter = (right - left) / word.text.length;
  const parts: Reading[] = [];
  for (const match of word.text.matchAll(/[^,;:!?.&]+[,;:!?.]*|&/gu)) {
    const text = match[0];
    // A digit drawn for a letter stays in the part as in a word alone ("$20,cal1": call).
    let token = digitGarble(text, spell) ?? cleanToken(text);
    if (!token) continue;
    // The token's own letters, without the punctuation read after it (a "?" read at 3 in "FILM?FESTIVAL").
    let from = match.index + text.indexOf(token);
    const to = from + token.length;
    if (from > 0 && word.text[from - 1] === '&' && !spell.isKnown(token)) {
      const withE = `${/^\p{Lu}/u.test(token) || /^\p{Lu}/u.test(parts.at(-1)?.token ?? '') ? 'E' : 'e'}${token}`;
      if (spell.isKnown(withE)) {
        token = withE;
        from -= 1;
      }
    }
    const box = { ...word.box, left: left + from * perLetter, right: left + to * perLetter };
    parts.push(...camelParts({ ...word, ...surenessOf(word, from, to), text: word.text.slice(from, to), token, box }));
  }
  return parts;
}

/**
 * Whether a token's look-alike digits, read as the letters they resemble, make a word: one an image
 * generator garbles, not a word of a language without a dictionary here that a number and a word
 * happen to spell ("Top10": Slovenian "toplo").
 */
const digitsMakeWord = (token: string, spell: SpellChecker) =>
  letterReadingsOf(token).some((letters) => spell.isKnown(letters) && !spell.isOtherLanguageWordOnly(letters));

/**
 * A word with a digit drawn for a look-alike letter: kept as read, to be named, when the letters
 * it stands for make a word. Inside the word ("Sa1ad", "CHAMPI0NS"), or at its end ("Gir1" for
 * "Girl") when the letters before the digit are no word: a "Level5", a "Gate3" or a "Room1" is a
 * word and a number. Zeros and ones that end a longer word are its letters even after a word
 * ("STUD10" for "STUDIO", "HELL0"): a 5 or a 3 there is a number or a plural ("Level5": levels).
 * Numbers, codes and units ("4th", "A4", "10kg") are no such word.
 */
function digitGarble(text: string, spell: SpellChecker): string | undefined {
  const trimmed = text.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
  if (/^\p{L}+[01358]+\p{L}[\p{L}01358]*$/u.test(trimmed))
    return trimmed.replace(/\d/g, '').length >= 3 ? trimmed : undefined;
  const [, lettersBefore, digits] = /^(\p{L}{3,})([01358]+)$/u.exec(trimmed) ?? [];
  if (!lettersBefore || !digits) return undefined;
  if (spell.isKnown(lettersBefore) && !/^[01]+$/.test(digits)) return undefined;
  return digitsMakeWord(trimmed, spell) ? trimmed : undefined;
}

/**
 * "BOwl": a capital O after the word's first capital and before its small letters is a zero the
 * reader took for the letter, as digits stand as tall as capitals ("B0wl", a generator's look-alike
 * typo): kept with the zero, to be named as the image has it, when the letters make a word. The
 * reading was no word either way (capitals inside, see spellcheck.ts); only its name changes.
 */
function zeroReadAsO(token: string | undefined, spell: SpellChecker): string | undefined {
  const zeroed = token && /^\p{Lu}+O\p{Ll}{2,}$/u.test(token) ? token.replace(/O(?=\p{Ll}+$)/u, '0') : undefined;
  return zeroed && spell.isKnown(lettersOf(zeroed)) ? zeroed : undefined;
}

/**
 * Whether every letter the scene-text reader doubted (below `doubtedBelow`, none below
 * SPURIOUS_LETTER_CONFIDENCE) lies where the reading and `word` share their first or last letters:
 * the doubt is not where the reading and the word differ.
 */
function doubtedLettersAgree(reading: Reading, word: string, doubtedBelow = SCENE_TEXT_TYPO_LETTER): boolean {
  const sureness = tokenSureness(reading);
  if (!sureness) return false;
  const read = reading.token.toLowerCase();
  const meant = word.toLowerCase();
  let head = 0;
  while (head < read.length && head < meant.length && read[head] === meant[head]) head += 1;
  let tail = 0;
  while (
    tail < read.length - head &&
    tail < meant.length - head &&
    read[read.length - 1 - tail] === meant[meant.length - 1 - tail]
  )
    tail += 1;
  return sureness.every(
    (letter, at) =>
      letter >= doubtedBelow || (letter >= SPURIOUS_LETTER_CONFIDENCE && (at < head || at >= read.length - tail)),
  );
}

/**
 * Whether a letter the scene-text reader doubted (below SCENE_TEXT_SURE_LETTER), read as another
 * letter or left out, makes the reading a word: then it may be a misreading, not a typo.
 */
function doubtedLetterMakesWord(reading: Reading, isWord: (word: string) => boolean): boolean {
  const sureness = tokenSureness(reading);
  if (!sureness) return true;
  const lower = reading.token.toLowerCase();
  return sureness.some((letter, at) => {
    if (letter >= SCENE_TEXT_SURE_LETTER) return false;
    const head = lower.slice(0, at);
    const tail = lower.slice(at + 1);
    return isWord(head + tail) || [...LETTERS].some((other) => isWord(head + other + tail));
  });
}

/**
 * A misspelling read glued to common words, named alone and boxed by its share of the letters:
 * "ANATLASOFCLOUUDS" names "CLOUUDS" (see misspellingInGlue); any other reading as it is.
 */
function gluedMisspellingOf(reading: Reading, spell: SpellChecker): Reading {
  const from = misspellingInGlue(reading.token, spell);
  if (from === undefined) return reading;
  const token = reading.token.slice(from);
  const { left, right } = reading.box;
  const box = { ...reading.box, left: left + (from * (right - left)) / reading.token.length };
  return { ...reading, text: token, token, box };
}

/** Longer readings are a whole line read as one token: not searched for a glued misspelling. */
const MAX_GLUED_MISSPELLING_LETTERS = 24;

/**
 * A reading that glued a misspelling to the words before it ("OFTHEDAYY") as its parts, each boxed
 * by its share of the letters, so the misspelling is judged and named alone ("DAYY").
 */
function gluedParts(reading: Reading, spell: SpellChecker): Reading[] {
  const { token } = reading;
  if (token.length > MAX_GLUED_MISSPELLING_LETTERS || reading.confidence < MIN_WORD_CONFIDENCE) return [reading];
  // The cheap search first: most readings have no function words before a near-word.
  const glued = gluedMisspelling(token, spell);
  if (!glued || spell.isKnown(token) || gluedWords(token, spell)) return [reading];
  const { left, right } = reading.box;
  const perLetter = (right - left) / token.length;
  let start = 0;
  return glued.parts.flatMap((part) => {
    const from = start;
    start += part.length;
    const box = { ...reading.box, left: left + from * perLetter, right: left + start * perLetter };
    // "OF", "BE": too short to judge, as cleanToken leaves them.
    return part.length < 3 ? [] : [{ ...reading, text: part, token: part, box }];
  });
}

/**
 * A scene-text token glued at a capital ("CityOrchesrta": the reader missed the space) as its
 * words, each boxed by its share of the letters and as sure as its own letters, so each is judged
 * alone.
 */
function camelParts(reading: Reading): Reading[] {
  const parts = reading.token.split(/(?<=\p{Ll})(?=\p{Lu})/u);
  if (parts.length === 1) return [reading];
  const { left, right } = reading.box;
  const perLetter = (right - left) / reading.token.length;
  // cleanToken cut only the edges: where the token starts in the text read.
  const inText = reading.text.indexOf(reading.token);
  let start = 0;
  return parts.flatMap((part) => {
    const from = start;
    start += part.length;
    const token = cleanToken(part);
    if (!token) return [];
    return [
      {
        ...reading,
        ...(inText >= 0 ? surenessOf(reading, inText + from, inText + start) : {}),
        text: part,
        token,
        box: { ...reading.box, left: left + from * perLetter, right: left + start * perLetter },
      },
    ];
  });
}

/**
 * The words of all passes and of both readers, grouped by where they sit: a place where any pass
 * read a dictionary word (or dictionary words glued together: "Coffeeand") is clean (a hard pass
 * misreading "Trail" as "Trai" does not flag it). Otherwise a misspelling is named when the
 * scene-text reader read it as tesseract did, or was sure of it alone, or tesseract was sure of
 * it; and the place is "unreadable" when tesseract was not sure but a confident word on the same
 * line shows it holds text, or when it lies in a region the detector holds for text and no reader
 * read it confidently. Each word is reported once (case-insensitively), in reading order.
 */
export function wordFindings(words: readonly PlacedWord[], spell: SpellChecker): WordFinding[] {
  const lettersOfWord = (text: string) => normalizeWord(text.replace(/[^\p{L}]/gu, ''));
  const tokens = words.flatMap((word): Reading[] => {
    // The scene-text reader keeps the punctuation between words it glued: "ROBOT,PARADDE", "Salt&Peper",
    // and a number after a comma: "Freshpowdre,14in" (whole, it is no token and was never judged).
    // So is a word after a price or a number and a comma ("Stalls $20,cal1"); not a word glued
    // to a number after letters ("Tuesdaysat7,bring": "Tuesdaysat" would be judged as a word).
    if (
      isSceneText(word) &&
      (/\p{L}(?:[,;:!?.]+[\p{L}\d]|&\p{L})/u.test(word.text) || NUMBER_COMMA_WORD.test(word.text)) &&
      !WEB_ADDRESS.test(word.text)
    )
      return punctuatedParts(word, spell);
    // An "&" read for the E a word starts with, as after another word ("Vanilla&xtract"): "&xtra"
    // alone is "Extra", where "xtra" would be judged as a word with its first letter lost.
    const afterAmpersand = isSceneText(word) ? /^&(\p{L}{2,})$/u.exec(word.text)?.[1] : undefined;
    if (afterAmpersand && !spell.isKnown(afterAmpersand)) {
      const withE = `E${afterAmpersand}`;
      if (spell.isKnown(withE)) return [{ ...word, text: withE, token: withE }];
    }
    // A digit inside a word makes cleanToken refuse it, one at its end would be cut off.
    const cleaned = cleanToken(word.text);
    const token = digitGarble(word.text, spell) ?? zeroReadAsO(cleaned, spell) ?? cleaned;
    if (!token || ONE_LETTER_REPEATED.test(token)) return [];
    if (/\d/.test(token) && !digitsMakeWord(token, spell)) return [];
    // A short hashtag is a tag, not a word: "#tbt", "#ootd"; a handle is a name ("@hartwellprints").
    if (/^[#@]/.test(word.text) && token.length <= MAX_TAG_LETTERS) return [];
    if (/^@\w/.test(word.text)) return [];
    return (isSceneText(word) ? camelParts({ ...word, token }) : [{ ...word, token }]).flatMap((reading) =>
      gluedParts(reading, spell),
    );
  });
  // Nearly the same letters, told apart by tesseract's spaces: a scene-text "noadded" where tesseract
  // read "no" and "added", "Bestin" where it read "Best" and "in" (each at 49), "Cometo" where it
  // read "C:ome" (at 5) and "to". However doubtfully tesseract read them, letter for letter the
  // same words show where the spaces are: the scene-text reading is judged as those words, each in
  // tesseract's box and as sure as its own letters.
  const cutAtTesseractSpaces = (reading: Reading): Reading[] => {
    if (!isSceneText(reading) || !/^\p{L}+$/u.test(reading.token)) return [reading];
    // A word read surely is not cut at a mark tesseract read beside its last letters: "Fiesta" at
    // 100 where tesseract read "Fiest" and a balloon's "Q" (held-out set G).
    if (
      reading.confidence >= SCENE_TEXT_SURE_CONFIDENCE &&
      (reading.leastSure ?? 0) >= SCENE_TEXT_SURE_LETTER &&
      spell.isKnown(reading.token)
    )
      return [reading];
    const inside = words
      .filter(
        (other) =>
          !isSceneText(other) &&
          onSameLine(other.box, reading.box) &&
          (other.box.left + other.box.right) / 2 > reading.box.left &&
          (other.box.left + other.box.right) / 2 < reading.box.right,
      )
      .sort((a, b) => a.box.left - b.box.left);
    const pieces = inside.map((other) => lettersOfWord(other.text));
    if (pieces.length < 2 || pieces.some((piece) => piece.length === 0)) return [reading];
    const joined = pieces.join('');
    const own = lettersOfWord(reading.token);
    if (joined.length !== own.length || own.length !== reading.token.length) return [reading];
    // One letter read otherwise by one reader still shows where the spaces are: "CLUBXXV" where
    // tesseract read "GLUB" and "XXV", "YAMAMOTOLIVE" where it read "VAMAMOTO" and "LIVE".
    if (lettersApart(own, joined) > MAX_LETTERS_OFF_AT_SPACES) return [reading];
    const inText = reading.text.indexOf(reading.token);
    let start = 0;
    return inside.map((other, index) => {
      const from = start;
      start += pieces[index]?.length ?? 0;
      const token = reading.token.slice(from, start);
      return {
        ...reading,
        ...(inText >= 0 ? surenessOf(reading, inText + from, inText + start) : {}),
        text: token,
        token,
        box: { ...reading.box, left: other.box.left, right: other.box.right },
      };
    });
  };
  const readings = tokens.flatMap(cutAtTesseractSpaces);
  // A scene-text reading that spans two or more of tesseract's words glued a line ("DANCEMARATHON",
  // "DREAMBIGWORKHARDD"): tesseract's words are judged there, each on its own. Two words side by
  // side, not two passes' pieces of one stylised word: "Chyy," and "Chuy" (and "ng," over their
  // end) under a sure "Chutiney" are no line of words, and judging them in its place let the
  // misspelling go.
  const tesseractWords = readings.filter(
    (reading) => !isSceneText(reading) && reading.confidence >= MIN_WORD_CONFIDENCE,
  );
  const spansWords = (reading: Reading) => {
    if (!isSceneText(reading)) return false;
    const spanned = tesseractWords.filter(
      (other) =>
        overlapShare(other.box, reading.box) >= SPANNED_SHARE && area(other.box) < SPANNED_AREA * area(reading.box),
    );
    return spanned.some((left) => spanned.some((right) => right.box.left >= left.box.right));
  };
  const judged = readings.filter((reading) => !spansWords(reading));
  const places: Reading[][] = [];
  for (const reading of [...judged].sort((a, b) => b.confidence - a.confidence)) {
    // Against every reading of a place: a pass that splits "Festival" into "Fo esti val" puts
    // small boxes inside the word's, and any of them may be the place's most confident reading.
    const place = places.find((group) => group.some((member) => samePlace(member, reading)));
    if (place) place.push(reading);
    else places.push([reading]);
  }
  const witnessed = (reading: Reading) =>
    readings.some(
      (other) =>
        other !== reading &&
        other.pass === reading.pass &&
        other.confidence >= LINE_WITNESS_CONFIDENCE &&
        overlapShare(other.box, reading.box) < SAME_PLACE_OVERLAP &&
        onSameLine(other.box, reading.box),
    );
  const findings: { finding: WordFinding; order: number }[] = [];
  const seen = new Set<string>();
  /** `origin`: the reading a merged one was made from, whose place in reading order it takes. */
  // A finding named as the image has it: the scene-text reader's letters, and tesseract's where it
  // all but guessed (under SCENE_TEXT_TYPO_LETTER), when tesseract read as many letters there,
  // nearly the same, as surely as letters ("Svmflowers", its m at 27, and tesseract's "Svnflowers"
  // at 84: "Svnflowers", held-out set G). Surer letters stay the scene-text reader's: merged at
  // every doubted letter, tesseract's pull toward words renamed "Deepst" and "Stroe".
  const namedWithTesseractsLetters = (found: Reading, place: readonly Reading[]): Reading => {
    const sureness = isSceneText(found) ? tokenSureness(found) : undefined;
    if (!sureness || sureness.every((letter) => letter >= MERGE_SURE_LETTER) || !/^\p{L}+$/u.test(found.token))
      return found;
    const other = place
      .filter(
        (reading) =>
          !isSceneText(reading) &&
          reading.confidence >= NAMING_LETTERS_CONFIDENCE &&
          reading.token.length === found.token.length &&
          lettersApart(reading.token, found.token) <= MAX_NAMING_LETTERS_APART,
      )
      .sort((a, b) => b.confidence - a.confidence)[0];
    if (!other) return found;
    const merged = mergedLetters(
      found.token,
      sureness.map((letter) => (letter >= SCENE_TEXT_TYPO_LETTER ? 100 : letter)),
      other.token,
    );
    if (!merged || merged.length !== found.token.length || spell.isKnown(merged, context)) return found;
    return { ...found, text: merged, token: merged };
  };
  const report = (found: Reading, kind: WordFinding['kind'], place: readonly Reading[], origin = found) => {
    const named = namedWithTesseractsLetters(found, place);
    const best = kind === 'misspelling' ? gluedMisspellingOf(named, spell) : named;
    const key = normalizeWord(best.token);
    if (seen.has(key)) return;
    seen.add(key);
    const others = [...new Map(place.map((reading) => [normalizeWord(reading.token), reading.token])).entries()]
      .filter(([other]) => other !== key)
      .map(([, token]) => token)
      .slice(0, MAX_OCR_READINGS);
    findings.push({
      finding: {
        kind,
        word: best.token,
        confidence: best.confidence,
        box: best.box,
        pass: best.pass,
        ...(others.length > 0 && { readings: others }),
      },
      order: readings.indexOf(origin),
    });
  };
  const readsAtAll = (reading: Reading) =>
    reading.confidence >= (isSceneText(reading) ? SCENE_TEXT_WORD_CONFIDENCE : MIN_WORD_CONFIDENCE);
  // The image's other words, short ones too ("de", "au"): a foreign word one typo from an English
  // one is foreign beside its own.
  const context = [
    ...new Set(
      words
        .filter((word) => word.confidence >= (isSceneText(word) ? DOUBTFUL_WORD_CONFIDENCE : MIN_WORD_CONFIDENCE))
        // Words the scene-text reader glued at a capital count apart: "toMedecinsSans" vouches
        // for "Frontieres" as "Médecins Sans" does.
        .flatMap((word) => (word.text.match(/\p{L}+/gu) ?? []).flatMap((run) => run.split(/(?<=\p{Ll})(?=\p{Lu})/u))),
    ),
  ];
  // A line is in one language, an image often in two: "Bon appetit!" above "Dinner served at 7".
  // A word the image's words do not vouch for is asked again of its own line's words, when
  // there are any (alone on its line it is judged among the image's).
  const lines = new Map<Reading, string[]>();
  const lineContext = (reading: Reading): string[] => {
    const known = lines.get(reading);
    if (known) return known;
    const line = words
      .filter(
        (word) =>
          word.pass === reading.pass &&
          word.confidence >= (isSceneText(word) ? SCENE_TEXT_WORD_CONFIDENCE : MIN_WORD_CONFIDENCE) &&
          overlapShare(word.box, reading.box) < SAME_PLACE_OVERLAP &&
          onSameLine(word.box, reading.box),
      )
      .flatMap((word) => word.text.match(/\p{L}+/gu) ?? []);
    lines.set(reading, line);
    return line;
  };
  /** The word the same pass read just after (or before) a reading on its line. */
  const neighbourOnLine = (reading: Reading, side: 'after' | 'before'): PlacedWord | undefined => {
    const beside = words.filter(
      (word) =>
        word.pass === reading.pass &&
        (side === 'after' ? word.box.left >= reading.box.right - 1 : word.box.right <= reading.box.left + 1) &&
        onSameLine(word.box, reading.box),
    );
    return beside.sort((a, b) => (side === 'after' ? a.box.left - b.box.left : b.box.right - a.box.right))[0];
  };
  /** An image generator's typo (doubled, dropped, added, swapped, look-alike) of a common English word. */
  const isTypoOfCommonWord = (token: string) => isOneTypoFrom(token, (word) => spell.isTypoSource(word));
  // "Santorini, Greece", "Big Sur, California": a name before a comma and a known place is a place,
  // unless an image generator's typo of a common word: "Happy First Cornmunion, Lucia!" (held-out
  // set I: the girl's name is a place too).
  const namesAPlace = (reading: Reading) => {
    if (!/,$/.test(reading.text) || !/^\p{Lu}/u.test(reading.token)) return false;
    const next = neighbourOnLine(reading, 'after');
    const token = next && cleanToken(next.text);
    return token !== undefined && spell.isPlaceName(token) && !isTypoOfCommonWord(reading.token);
  };
  // "Weiling Huang", "Zhang Xiaoling": a capitalised word just before or after a family's name
  // that no English word spells and no first name is (see isFamilyName), read with every letter
  // sure, is a given name, unless an image generator's typo (a letter doubled, dropped, added,
  // swapped or a look-alike) of a common word: "Heep gt Simpel" (Keep it Simple misread) or
  // "Ambutance Collins" is no name.
  const TITLE_WORD = /^\p{Lu}\p{Ll}+$/u;
  const readSurely = (word: PlacedWord) =>
    isSceneText(word)
      ? word.confidence >= SCENE_TEXT_SURE_CONFIDENCE && (word.leastSure ?? 0) >= SCENE_TEXT_SURE_LETTER
      : word.confidence >= MIN_SUSPECT_CONFIDENCE;
  const namesAPerson = (reading: Reading) => {
    if (!TITLE_WORD.test(reading.token)) return false;
    const besideFamilyName = (['after', 'before'] as const).some((side) => {
      const word = neighbourOnLine(reading, side);
      const token = word && readSurely(word) ? cleanToken(word.text) : undefined;
      return token !== undefined && TITLE_WORD.test(token) && spell.isFamilyName(token);
    });
    // The typo test, the costlier, only for a word beside a family name.
    return besideFamilyName && !isTypoOfCommonWord(reading.token);
  };
  // A reader that drops accents the other reader saw at the same place ("Saint-Exupery" where
  // tesseract read "Sainl-Exupéry"): the word is judged with those accented letters put back, unless
  // it is a generator's typo of a common English word without them.
  const readWithOthersAccents = (reading: Reading, place: readonly Reading[]) => {
    const accented = othersAccentsOn(
      reading.token,
      place.filter((other) => isSceneText(other) !== isSceneText(reading) && readsAtAll(other)),
    );
    return accented !== undefined && spell.isKnown(accented, context) && !isTypoOfCommonWord(reading.token);
  };
  // A reader that drops a space glues two words ("Coffeeand"); both readers gluing the same letters
  // means the image has no space there: "aboutthe" is a misspelling, not "about the".
  const readsWord = (reading: Reading, place: readonly Reading[]) =>
    readsAtAll(reading) &&
    (spell.isKnown(reading.token, context) ||
      readWithOthersAccents(reading, place) ||
      (lineContext(reading).length > 0 && spell.isKnown(reading.token, lineContext(reading))) ||
      namesAPlace(reading) ||
      namesAPerson(reading) ||
      // A hashtag is written without spaces: "#photooftheday" is words, however many readers agree.
      (/^#/.test(reading.text) && hashtagWords(reading.token, spell) !== undefined) ||
      (gluedWords(reading.token, spell) !== undefined &&
        !place.some(
          (other) =>
            isSceneText(other) !== isSceneText(reading) &&
            readsAtAll(other) &&
            normalizeWord(other.token) === normalizeWord(reading.token),
        )));
  const isWord = (candidate: string) => spell.isKnown(candidate);
  // Text-free art (rows of trees, foam, confetti) gives the detector "lines" that read as
  // letter runs ("THTTIFE", "eeee"); on an image where no word is read at all, even doubtfully,
  // such a region is unreadable text only when read with some confidence.
  // A quilt of "+", "1", "L" and "T" marks read one by one, and now and then a run of them as
  // letters ("HTHI" at 79): such a run is the pattern's, not an unreadable word.
  const sceneTextWords = words.filter(isSceneText);
  const patterned =
    sceneTextWords.length >= PATTERN_MIN_READINGS &&
    sceneTextWords.filter((word) => !/\p{L}{2,}/u.test(word.text)).length >= PATTERN_MARK_SHARE * sceneTextWords.length;
  // Art of one mark repeated (rows of triangles, arches) that a pass reads as runs of one letter
  // ("AAA AAA AAA", dropped as no word): a short reading mostly of that letter in the same image
  // is the marks too ("AMAA" on set L's text-free art).
  const markLetters = new Set<string>();
  const runsByPassAndLetter = new Map<string, number>();
  for (const word of words) {
    const letters = (word.text.match(/\p{L}/gu) ?? []).join('').toLowerCase();
    if (!ONE_LETTER_REPEATED.test(letters)) continue;
    const key = `${word.pass} ${letters.charAt(0)}`;
    const runs = (runsByPassAndLetter.get(key) ?? 0) + 1;
    runsByPassAndLetter.set(key, runs);
    if (runs >= MIN_MARK_RUNS) markLetters.add(letters.charAt(0));
  }
  const isMarkRun = (reading: Reading) =>
    reading.token.length <= MAX_PATTERN_RUN_LETTERS &&
    [...markLetters].some(
      (mark) => [...reading.token.toLowerCase()].filter((letter) => letter === mark).length * 2 >= reading.token.length,
    );
  const readsSomeWord = readings.some(
    (reading) => reading.confidence >= MIN_UNREADABLE_CONFIDENCE && spell.isKnown(reading.token),
  );
  // A doubtful reading that is a word but for one letter, read least surely, is that word with a
  // flourish read as a letter ("Enyjoy" at 75, a letter at 41, on a script "Enjoy"): it is read,
  // not unreadable. (A misspelling needs a surer reading to be named anyway.)
  const wordWithALetterMore = (reading: Reading) =>
    (reading.leastSure ?? 100) < SPURIOUS_LETTER_CONFIDENCE &&
    Array.from(reading.token, (_, at) => reading.token.slice(0, at) + reading.token.slice(at + 1)).some(
      (shorter) => shorter.length >= MIN_UNREADABLE_LETTERS && spell.isCommonWord(shorter),
    );
  // A name or word with a mark beside it read as one more letter at its edge, that letter doubted:
  // "OTTOLINEI" at 94, its last I at 79, under an "OTTOLINE" title (held-out set A). Read, not garbled.
  const wordWithAnEdgeLetterMore = (reading: Reading) => {
    const sureness = tokenSureness(reading);
    if (!sureness || sureness.length <= MIN_UNREADABLE_LETTERS) return false;
    const last = sureness.length - 1;
    return (
      ((sureness[0] ?? 100) < SCENE_TEXT_SURE_LETTER && spell.isKnown(reading.token.slice(1), context)) ||
      ((sureness[last] ?? 100) < SCENE_TEXT_SURE_LETTER && spell.isKnown(reading.token.slice(0, last), context))
    );
  };
  // A reading whose doubted letters, read as another letter, with one more beside it, or left out,
  // spell a word: that word misread, not unreadable ("WLLKOMMEN" at 87, its W at 65, for
  // "WILLKOMMEN"; "SIUD" at 79, its U at 52, for "SIND": held-out set I). Letters a reader doubts
  // are where it misreads. A look-alike put for the doubted letter is an image generator's typo as
  // much as a misreading ("Sprinqs", its q at 68, for "Springs", though "Sprints" is a word too): where
  // one makes a word, the reading stays unreadable.
  const doubtedLettersSpellAWord = (reading: Reading) => {
    if (reading.confidence < DOUBTFUL_WORD_CONFIDENCE || !/^\p{L}+$/u.test(reading.token)) return false;
    const sureness = tokenSureness(reading);
    const doubted = sureness?.flatMap((letter, at) => (letter < SCENE_TEXT_SURE_LETTER ? [at] : [])) ?? [];
    if (doubted.length === 0 || doubted.length > 2) return false;
    const lower = reading.token.toLowerCase();
    const isWordHere = (candidate: string) =>
      candidate.length >= MIN_UNREADABLE_LETTERS && spell.isKnown(candidate, context);
    return doubted.some((at) => {
      const [head, read, tail] = [lower.slice(0, at), lower.charAt(at), lower.slice(at + 1)];
      if ([...LETTERS].some((letter) => isLookAlike(read, letter) && isWordHere(head + letter + tail))) return false;
      if (isWordHere(head + tail)) return true;
      return [...LETTERS].some(
        (letter) =>
          isWordHere(head + read + letter + tail) ||
          isWordHere(head + letter + read + tail) ||
          (letter !== read && isWordHere(head + letter + tail)),
      );
    });
  };
  const readConfidently = (reading: Reading) =>
    reading.confidence >= (isSceneText(reading) ? SCENE_TEXT_WORD_CONFIDENCE : MIN_SUSPECT_CONFIDENCE);
  // Both readers half right: the scene-text reader's sure letters with tesseract's where it
  // doubted spell an image generator's typo (a letter doubled, dropped, added or swapped) of the
  // common word tesseract read ("Tinne", its second n at 61, and tesseract's "Time": "Tinme";
  // "Mubtinns" and "Muffins": "Muffinns"), or, where tesseract read no common word but read as
  // surely as a word, of any common word ("Minunteg" and "Minantes": "Minuntes"). Tesseract's recogniser pulls a
  // misspelling back to its word and the scene-text reader misreads a letter or two of it: neither
  // alone names it. A scene-text reading sure of every letter is judged as read, below.
  const letterMerged = (place: readonly Reading[]): { merged: Reading; scene: Reading } | undefined => {
    const tesseract = place
      .filter((reading) => !isSceneText(reading))
      .sort(
        (a, b) =>
          Number(spell.isCommonWord(b.token)) - Number(spell.isCommonWord(a.token)) || b.confidence - a.confidence,
      );
    for (const scene of place) {
      if (!isSceneText(scene) || !readConfidently(scene)) continue;
      const sureness = tokenSureness(scene);
      if (!sureness || sureness.every((letter) => letter >= MERGE_SURE_LETTER)) continue;
      if (scene.confidence >= SCENE_TEXT_SURE_CONFIDENCE && (scene.leastSure ?? 0) >= SCENE_TEXT_SURE_LETTER) continue;
      for (const other of tesseract) {
        const merged = mergedLetters(scene.token, sureness, other.token);
        if (!merged || merged.length < MIN_UNREADABLE_LETTERS || normalizeWord(merged) === normalizeWord(scene.token))
          continue;
        if (spell.isKnown(merged, context)) continue;
        const typoOf = spell.isCommonWord(other.token)
          ? (word: string) => normalizeWord(word) === normalizeWord(other.token)
          : other.confidence >= MIN_WORD_CONFIDENCE
            ? (word: string) => spell.isCommonWord(word)
            : undefined;
        if (typoOf && isOneTypoFrom(merged, typoOf, { lookAlikes: false }))
          return { merged: { ...scene, text: merged, token: merged }, scene };
        // Or, tesseract's letters taken only where the scene-text reader doubted (under
        // SCENE_TEXT_SURE_LETTER), they spell one of the misspellings people write: "CREATFUL" at
        // 92, its C at 56, and tesseract's "GREATFVL" at 43 are "GREATFUL" (held-out set B).
        if (other.confidence < MIN_UNREADABLE_CONFIDENCE) continue;
        const doubtedOnly = sureness.map((letter) => (letter >= SCENE_TEXT_SURE_LETTER ? 100 : letter));
        const misspelled = mergedLetters(scene.token, doubtedOnly, other.token);
        if (misspelled && misspelled !== scene.token && spell.isKnownMisspelling(misspelled))
          return { merged: { ...scene, text: misspelled, token: misspelled }, scene };
      }
    }
    return undefined;
  };
  // Tesseract's letters inside a longer reading of the scene-text reader's that spans them, where
  // that reading is a word read confidently: a piece of it, read where tesseract lost the rest of
  // the word's letters ("Ique" at 42 under a sure "Ceramique", "ert" at 93 under "ThéVerta"), not
  // a word of its own. The spanning reading is judged in its own place.
  const pieceOfAWordRead = (reading: Reading) => {
    if (isSceneText(reading)) return false;
    const letters = plainLetters(reading.token);
    return (
      letters.length >= 1 &&
      readings.some(
        (other) =>
          isSceneText(other) &&
          readConfidently(other) &&
          other.token.length > reading.token.length &&
          overlapShare(reading.box, other.box) >= SAME_PLACE_OVERLAP &&
          onSameLine(reading.box, other.box) &&
          plainLetters(other.token).includes(letters) &&
          readsWord(other, [other]),
      )
    );
  };
  // Tesseract's non-word inside a sure scene-text reading that spans it, whose letters at the same
  // share of the span read a word one look-alike away: that word, misread by tesseract ("Oclober"
  // and "sth" under a sure "October3rdto5th", held-out set G). The spanning reading is judged in its
  // own place.
  const misreadInsideASureReading = (reading: Reading) => {
    if (isSceneText(reading) || reading.token.length < MIN_MISREAD_INSIDE_LETTERS) return false;
    const length = reading.token.length;
    const read = reading.token.toLowerCase();
    // Among all words read: a reading with digits inside ("October3rdto5th") is no token to judge.
    return words.some((other) => {
      if (
        !isSceneText(other) ||
        other.confidence < SCENE_TEXT_SURE_CONFIDENCE ||
        (other.leastSure ?? 0) < SCENE_TEXT_SURE_LETTER ||
        other.text.length <= length ||
        overlapShare(reading.box, other.box) < SAME_PLACE_OVERLAP ||
        !onSameLine(reading.box, other.box)
      )
        return false;
      // A spanning reading that is a non-word of its own is no witness: "momnets," over tesseract's
      // "wom" and "nels" is the misspelling, not "nets" misread.
      const whole = cleanToken(other.text);
      if (whole !== undefined && !spell.isKnown(whole, context)) return false;
      const width = other.box.right - other.box.left;
      const expected = Math.round(((reading.box.left - other.box.left) / width) * other.text.length);
      for (let at = Math.max(0, expected - 2); at <= expected + 2 && at + length <= other.text.length; at++) {
        const there = other.text.slice(at, at + length);
        if (there.toLowerCase() === read || !spell.isKnown(there)) continue;
        if (
          lettersOf(there) === lettersOf(read) ||
          isOneTypoFrom(read, (candidate) => candidate === there.toLowerCase(), { edits: false })
        )
          return true;
      }
      return false;
    });
  };
  // Alone (tesseract read nothing there), a word the scene-text reader read surely but for one
  // l, I or o inside it that it all but guessed: a 1 or a 0 drawn for that letter, as image
  // generators draw them ("Fortune Favors the Bo1d" read "Bold", its l at 48; "Cheese Rol1ing",
  // its second l at 39). Its recognizer, with no digit between letters in what it learned, reads
  // the letter the digit looks like, and doubts it. Named with the digit.
  const digitGuessedAsLetter = (place: readonly Reading[]): Reading | undefined => {
    if (place.some((reading) => !isSceneText(reading) && reading.confidence >= MIN_UNREADABLE_CONFIDENCE))
      return undefined;
    for (const reading of place) {
      const sureness = isSceneText(reading) ? tokenSureness(reading) : undefined;
      if (!sureness || reading.token.length < MIN_DIGIT_GUESS_LETTERS || !spell.isKnown(reading.token, context))
        continue;
      const doubted = sureness.flatMap((letter, at) => (letter < SCENE_TEXT_SURE_LETTER ? [at] : []));
      const at = doubted[0];
      if (at === undefined || doubted.length > 1 || at === 0 || at === reading.token.length - 1) continue;
      const digit = DIGIT_LOOKING_LETTERS[reading.token.charAt(at)];
      if (digit === undefined || (sureness[at] ?? 100) >= DIGIT_GUESS_CONFIDENCE) continue;
      const token = reading.token.slice(0, at) + digit + reading.token.slice(at + 1);
      return { ...reading, text: token, token };
    }
    return undefined;
  };
  for (const place of places) {
    // On art made of marks, a short run of them read as letters ("LHL" at 98 among crosses and
    // corners) is the pattern's, whichever way it was read.
    if (patterned && place.every((reading) => reading.token.length <= MAX_PATTERN_RUN_LETTERS)) continue;
    if (place.every(isMarkRun)) continue;
    if (place.every((reading) => pieceOfAWordRead(reading) || misreadInsideASureReading(reading))) continue;
    const halfRead = letterMerged(place);
    if (halfRead) {
      report(halfRead.merged, 'misspelling', place, halfRead.scene);
      continue;
    }
    const digitGuessed = digitGuessedAsLetter(place);
    if (digitGuessed) {
      report(digitGuessed, 'misspelling', place);
      continue;
    }
    // A dictionary word makes its place clean unless it is a piece of a longer reading there:
    // "cis" read inside "ceramcis".
    const doubt = Math.max(
      0,
      ...place
        .filter((reading) => readsAtAll(reading) && !readsWord(reading, place))
        .map((reading) => reading.token.length),
    );
    const wordsRead = place.filter(
      (reading) => readsWord(reading, place) && reading.token.length >= WHOLE_WORD_SHARE * doubt,
    );
    // Most places are a word read right by both readers: they stay clean without the typo
    // searches below, which only a confident scene-text reading of a non-word can need.
    if (
      wordsRead.length > 0 &&
      !place.some(
        (reading) =>
          isSceneText(reading) && reading.confidence >= SCENE_TEXT_SURE_CONFIDENCE && !readsWord(reading, place),
      )
    )
      continue;
    const tesseract = place.filter((reading) => !isSceneText(reading));
    const sceneText = place.filter(isSceneText);
    // Tesseract read letters here, if any reading of its is more than a shape's: "\arfo," at 37
    // and "(fostrinka," at 23 under a sure "Palvarro" and "Vostrinka" leave them alone.
    const tesseractReadsHere = tesseract.some((reading) => reading.confidence >= MIN_UNREADABLE_CONFIDENCE);
    const agreed = sceneText.find((reading) =>
      tesseract.some(
        (other) =>
          other.confidence >= MIN_UNREADABLE_CONFIDENCE && normalizeWord(other.token) === normalizeWord(reading.token),
      ),
    );
    // A letter doubled, dropped or swapped is an image generator's typo more than a misreading;
    // a look-alike letter ("ctub" for "club") is a misreading more than a typo, and needs every
    // letter read surely. A reading that is no look-alike of a word ("Greetngis") is no misreading.
    // Tesseract read the place as no word either, as long, and two letters or more otherwise
    // ("Biergarten" read "Bienganten" at 97, its first n at 75, and "Biengarfen" at 53): where
    // the readers disagree that much, the scene-text reader's reading is sure only if every letter
    // is. An image generator's typo is one edit; two readers' misreadings of a face differ.
    const disputed = (reading: Reading) =>
      tesseract.some(
        (other) =>
          other.confidence >= MIN_UNREADABLE_CONFIDENCE &&
          other.token.length === reading.token.length &&
          lettersApart(other.token, reading.token) >= 2 &&
          !readsWord(other, place),
      );
    // A look-alike read surely, the letters doubted elsewhere being the word's ("Champlonship", its
    // l at 96 and its a at 70, set M), is as sure as a reading without doubt.
    const sure = sceneText.find(
      (reading) =>
        reading.confidence >= SCENE_TEXT_SURE_CONFIDENCE &&
        ((reading.leastSure ?? 0) >= SCENE_TEXT_SURE_LETTER ||
          ((reading.leastSure ?? 0) >= SCENE_TEXT_TYPO_LETTER &&
            (!isOneTypoFrom(reading.token, isWord, { edits: false }) ||
              isOneTypoFrom(
                reading.token,
                (word) => isWord(word) && doubtedLettersAgree(reading, word, SCENE_TEXT_SURE_LETTER),
                { edits: false },
              )) &&
            !disputed(reading))),
    );
    // A dictionary word read there makes the place clean, unless the scene-text reader read the
    // place surely and, against each word read there, either every letter surely one typo away
    // from it (tesseract's recogniser, trained on English, puts a doubled or look-alike letter
    // back: "Nigbt" read "Night", "Shakc" read "Shake"), or a pass of tesseract agreeing with it
    // more confidently than the pass that read the word ("Deepst" at 87, "Deeper" at 79 on a
    // tilted pass). A dictionary word is evidence, not proof.
    if (wordsRead.length > 0) {
      const agreeing = (reading: Reading) =>
        tesseract.filter((other) => normalizeWord(other.token) === normalizeWord(reading.token));
      const outweighs = (reading: Reading, word: Reading) =>
        ((reading.leastSure ?? 0) >= SCENE_TEXT_SURE_LETTER &&
          isOneTypoFrom(reading.token, (candidate) => normalizeWord(candidate) === normalizeWord(word.token))) ||
        agreeing(reading).some((other) => other.confidence > word.confidence);
      const overruled =
        sure !== undefined &&
        !readsWord(sure, place) &&
        wordsRead.every((word) => !isSceneText(word) && outweighs(sure, word));
      if (!overruled) continue;
    }
    // A dictionary word is never the misspelling named: "FIVE" read inside a glued "IT'SFIVE".
    const tesseractBest = tesseract.find((reading) => !readsWord(reading, place));
    // The scene-text reader alone, one consonant put for another in a common word ("Gingen Been"
    // for "Ginger Beer", "NELCOME") or a capital I lost before its l's ("llustrated"), with no
    // reading of tesseract's there: a misreading, which image generators' typos (letters doubled,
    // dropped, swapped, look-alikes) are not.
    const misreadAlone =
      !agreed &&
      sure !== undefined &&
      !tesseractReadsHere &&
      (isConsonantMisreading(sure.token, spell) || isLostInitialI(sure.token, spell));
    // Both readers read the same non-word but for one letter, neither surely ("Congradulatons" at
    // 94 and "Congradulalons" at 47, a script face): two readers that nearly agree on letters that
    // spell no word saw a word that is not one, unless the surer reading is a look-alike of a word
    // (one reader's "ctub" where the other read "ctuh" is still "club" misread). Where the other's
    // letters spell a word, however doubtfully read ("Margaux" at 57 against "Margauc", its c at
    // 56), the two disagree on the one letter that makes the word: a misreading.
    const nearlyAgreed = () =>
      sceneText.find(
        (reading) =>
          readConfidently(reading) &&
          !readsWord(reading, place) &&
          reading.token.length >= MIN_NEAR_AGREEMENT_LETTERS &&
          !isOneTypoFrom(reading.token, isWord, { edits: false }) &&
          tesseract.some(
            (other) =>
              other.confidence >= MIN_UNREADABLE_CONFIDENCE &&
              !readsWord(other, place) &&
              !spell.isKnown(other.token, context) &&
              editDistance(normalizeWord(other.token), normalizeWord(reading.token)) === 1,
          ),
      );
    // Alone and a little less sure (LONE_TYPO_CONFIDENCE), a reading one image generator's typo
    // (a letter doubled, dropped, added or swapped) from one of English's 20,000 commonest words
    // ("Fanily" is one from "fancily", but no typo: its n, read at 82, is the m), whose doubted letters
    // (below SCENE_TEXT_SURE_LETTER) make no word read otherwise or left out: "Simpel" at 94, its
    // m at 73. A doubted letter that makes a word is a misreading ("Fanily").
    // A letter doubted more (under SCENE_TEXT_TYPO_LETTER) may still be the word's, where the reading
    // and the word share it: "Fireworkss", its F at 60, is "Fireworks" with an s doubled (set L).
    const loneTypo = () =>
      !tesseractReadsHere
        ? sceneText.find(
            (reading) =>
              reading.confidence >= LONE_TYPO_CONFIDENCE &&
              !readsWord(reading, place) &&
              !isConsonantMisreading(reading.token, spell) &&
              isOneTypoFrom(
                reading.token,
                (word) =>
                  spell.isTypoSource(word) &&
                  ((reading.leastSure ?? 0) >= SCENE_TEXT_TYPO_LETTER || doubtedLettersAgree(reading, word)),
                { lookAlikes: false },
              ) &&
              !doubtedLetterMakesWord(reading, isWord),
          )
        : undefined;
    // Alone, sure of every letter but one it doubted (under SCENE_TEXT_TYPO_LETTER), where no
    // letter there makes a word but exactly one makes an image generator's typo of one of the
    // 20,000 commonest words: that typo, with the letter misread ("Surender", dropping an r of
    // "Surrender", read "Surenoer", its o at 56), or one of the misspellings people write ("CREATFUL"
    // at 92, its C at 56: "GREATFUL", held-out set B). Named with that letter.
    const doubtedLetterTypo = (): Reading | undefined => {
      if (tesseractReadsHere) return undefined;
      for (const reading of sceneText) {
        if (reading.confidence < LONE_TYPO_CONFIDENCE || readsWord(reading, place)) continue;
        const sureness = tokenSureness(reading);
        const doubted = sureness?.flatMap((letter, at) => (letter < SCENE_TEXT_TYPO_LETTER ? [at] : [])) ?? [];
        const at = doubted[0];
        if (at === undefined || doubted.length > 1 || sureness?.some((l, i) => i !== at && l < SCENE_TEXT_SURE_LETTER))
          continue;
        // A letter read under SPURIOUS_LETTER_CONFIDENCE may be no letter at all: "Cilterations",
        // its C at 29, with an i more, is "Alterations", not the typo "Ailterations".
        if ((sureness?.[at] ?? 0) < SPURIOUS_LETTER_CONFIDENCE) continue;
        if (doubtedLetterMakesWord(reading, isWord)) continue;
        const read = reading.token.charAt(at);
        const typos = [...LETTERS]
          .map((letter) => (read === read.toUpperCase() ? letter.toUpperCase() : letter))
          .map((letter) => reading.token.slice(0, at) + letter + reading.token.slice(at + 1))
          .filter(
            (candidate) =>
              candidate !== reading.token &&
              (isOneTypoFrom(candidate, (word) => spell.isTypoSource(word), { lookAlikes: false }) ||
                spell.isKnownMisspelling(candidate)),
          );
        if (typos.length === 1 && typos[0]) return { ...reading, text: typos[0], token: typos[0] };
      }
      return undefined;
    };
    // Alone, a digit drawn for a letter and read surely ("Stalls $20,cal1", its c at 60): the digit
    // is the garble, whatever the reader doubted elsewhere; no letter read otherwise makes the
    // digit a letter. Not a date glued to its month ("March3rd").
    const digitReadAlone = () =>
      !tesseractReadsHere
        ? sceneText.find((reading) => {
            if (!readConfidently(reading) || !/\d/.test(reading.token) || ORDINAL_GLUED.test(reading.token))
              return false;
            const sureness = tokenSureness(reading);
            return (
              sureness !== undefined &&
              [...reading.token].every(
                (letter, at) => !/\d/.test(letter) || (sureness[at] ?? 0) >= SCENE_TEXT_SURE_LETTER,
              )
            );
          })
        : undefined;
    let best = misreadAlone
      ? undefined
      : (agreed ?? sure ?? nearlyAgreed() ?? loneTypo() ?? doubtedLetterTypo() ?? digitReadAlone());
    let kind: WordFinding['kind'] | undefined = best ? 'misspelling' : undefined;
    if (!best && tesseractBest) {
      best = tesseractBest;
      if (best.confidence >= MIN_SUSPECT_CONFIDENCE) kind = 'misspelling';
      else if (
        best.confidence >= MIN_UNREADABLE_CONFIDENCE &&
        best.token.length >= MIN_UNREADABLE_LETTERS &&
        tesseract.some(witnessed)
      )
        kind = 'unreadable';
    }
    // Where the readers disagree, the reading one typo from a common word is the likelier one:
    // tesseract's "Orchesrt" (two edits) where the scene-text reader read "Orchesrta" (one). The
    // scene-text reader is the surer one, so its reading gives way only where its box cut off a
    // letter tesseract read at the word's edge, near a word or not: "raduaton" where tesseract read
    // "Graduaton", "asterr" ("&asterr", the E read as "&") where it read "Easterr" at 67. Only that
    // letter is in question there, so tesseract's reading need only be as sure as a word's.
    if (kind === 'misspelling' && best) {
      const chosen = best;
      if (isSceneText(chosen))
        best =
          tesseract.find(
            (reading) =>
              reading.confidence >= MIN_WORD_CONFIDENCE &&
              isEdgeLetterMore(reading.token, chosen.token) &&
              !readsWord(reading, place) &&
              spell.isNearCommonWord(reading.token),
          ) ?? best;
      else if (!spell.isNearCommonWord(chosen.token))
        best =
          sceneText.find(
            (reading) =>
              readConfidently(reading) && !readsWord(reading, place) && spell.isNearCommonWord(reading.token),
          ) ?? best;
    }
    // A text region no reader read with confidence, as a word or a misspelling, is not clean;
    // a reading below MIN_UNREADABLE_CONFIDENCE there is a shape's, not letters'.
    const region = sceneText.find(
      (reading) =>
        reading.inTextRegion &&
        reading.confidence >= MIN_UNREADABLE_CONFIDENCE &&
        reading.token.length >= MIN_UNREADABLE_LETTERS &&
        (readsSomeWord || reading.confidence >= LONE_REGION_CONFIDENCE) &&
        !wordWithALetterMore(reading) &&
        !wordWithAnEdgeLetterMore(reading),
    );
    if (!kind && region && !patterned && !place.some(readConfidently)) {
      best = region;
      kind = 'unreadable';
    }
    // Alone, read at LONE_TYPO_CONFIDENCE or more, a reading no word lies near (none one edit or
    // look-alike away, nor among the dictionary's suggestions two edits off) is letters garbled
    // past naming, whatever letters it doubted: a script "Invitted" on an arc read "Lnuittea" at
    // 93, its u at 77. A misread word stays near its word ("Fanily"), and a sure reading is judged
    // above.
    // Read less surely (SCENE_TEXT_WORD_CONFIDENCE), it must at least be cased as a word is: a
    // gibberish "Blenvorra" read "Blenwonna" at 90 (its r's at 56 and 82), "Zuvrelle" read "Zuwrelle"
    // at 89; not "GNgozi" at 88, a name with the "&" before it read as a G.
    // (The dictionary is not asked for suggestions past MAX_SUGGESTED_LETTERS: none there says nothing.)
    const garbled =
      !kind && readsSomeWord && !tesseractReadsHere && !patterned
        ? sceneText.find(
            (reading) =>
              (reading.confidence >= LONE_TYPO_CONFIDENCE ||
                (reading.confidence >= SCENE_TEXT_WORD_CONFIDENCE && CASED_AS_A_WORD.test(reading.token))) &&
              reading.token.length >= MIN_GARBLED_LETTERS &&
              reading.token.length <= MAX_SUGGESTED_LETTERS &&
              /^\p{L}+$/u.test(reading.token) &&
              !readsWord(reading, place) &&
              !spell.isNearAnyWord(reading.token) &&
              !wordWithAnEdgeLetterMore(reading) &&
              spell.suggest(reading.token).length === 0,
          )
        : undefined;
    if (garbled) {
      best = garbled;
      kind = 'unreadable';
    }
    // A word read doubtfully is not what is unreadable there: the place's reading that is no
    // word is named instead ("Much" at 45, where the scene-text reader read "Mucb" at 93), and of
    // those the surest ("Stpo" at 94 over tesseract's "Stpe" at 59).
    // "Feliz" at 79 (its z at 25) on a script face, "CHAI" at 79 where tesseract read "CHal" at 40:
    // the letters were read, as a word; nothing there is unreadable.
    if (
      kind === 'unreadable' &&
      (place.some(
        (reading) =>
          reading.confidence >= DOUBTFUL_WORD_CONFIDENCE &&
          reading.token.length >= MIN_UNREADABLE_LETTERS - 1 &&
          spell.isKnown(reading.token, context),
      ) ||
        place.some((reading) => isSceneText(reading) && doubtedLettersSpellAWord(reading)))
    )
      kind = undefined;
    if (kind === 'unreadable' && best) {
      best =
        place.find(
          (reading) =>
            reading.confidence >= MIN_UNREADABLE_CONFIDENCE &&
            reading.token.length >= MIN_UNREADABLE_LETTERS &&
            !spell.isKnown(reading.token),
        ) ?? best;
    }
    if (kind && best) report(best, kind, place);
  }
  return withoutRepeatedMisreading(findings, spell)
    .sort((a, b) => a.order - b.order)
    .map(({ finding }) => finding);
}
