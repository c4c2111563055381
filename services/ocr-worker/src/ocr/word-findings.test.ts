import { describe, expect, it } from 'vitest';
import { sharedShopSpellChecker, sharedSpellChecker } from '../testing/spell-checkers.js';
import { createSpellChecker } from './spellcheck.js';
import { type PlacedWord, SCENE_TEXT_PASS, wordFindings } from './word-findings.js';

const spell = createSpellChecker({ extraWords: [] });

/** A word on a line at `top`, `left` px from the left, 100 px wide per word. */
const word = (text: string, confidence: number, left: number, pass = 'light', top = 100): PlacedWord => ({
  text,
  confidence,
  pass,
  box: { left, top, right: left + 90, bottom: top + 40 },
});

describe('findings from the words of all passes', () => {
  it('takes a short reading mostly of the letter a pass read in runs across the art for the marks: "AMAA" beside "AAA AAA AAA"', () => {
    const marks = [word('AAA', 60, 0), word('AAA', 71, 200), word('AAA', 49, 400)];
    expect(wordFindings([...marks, word('AMAA', 74, 0, 'light', 300)], spell)).toEqual([]);
    // Without the runs, or with two only, or for a longer reading, it is read as text.
    expect(wordFindings([word('AMAA', 74, 0, 'light', 300)], spell).map((f) => f.word)).toEqual(['AMAA']);
    expect(wordFindings([...marks.slice(0, 2), word('AMAA', 74, 0, 'light', 300)], spell).map((f) => f.word)).toEqual([
      'AMAA',
    ]);
    expect(wordFindings([...marks, word('AMAAMA', 74, 0, 'light', 300)], spell).map((f) => f.word)).toEqual(['AMAAMA']);
  });

  it('names a word tesseract read surely that the dictionary does not know', () => {
    const findings = wordFindings([word('Grand', 95, 0), word('Openning', 91, 100)], spell);
    expect(findings.map(({ kind, word: text }) => [kind, text])).toEqual([['misspelling', 'Openning']]);
  });

  it('reports a doubtful word on a line of confidently read text as unreadable, not as clean', () => {
    const findings = wordFindings([word('WVimGzae', 48, 0), word('Records', 93, 100)], spell);
    expect(findings).toEqual([
      { kind: 'unreadable', word: 'WVimGzae', confidence: 48, box: word('', 0, 0).box, pass: 'light' },
    ]);
  });

  it('does not report doubtful tokens where nothing on the line was read surely: background patterns', () => {
    expect(wordFindings([word('Ilmnrr', 52, 0), word('Wwvw', 45, 100)], spell)).toEqual([]);
  });

  it('does not report what another pass read as a dictionary word in the same place', () => {
    const words = [
      word('Forest', 93, 0),
      word('Trai', 78, 100),
      word('Fmerald', 55, 200),
      word('Trail', 88, 102, 'dark'),
      word('Emerald', 90, 198, 'dark'),
    ];
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('joins a word split into pieces by one pass to the whole word read by another', () => {
    const words = [
      word('Festival', 95, 0, 'light'),
      { ...word('esti', 43, 25, 'light+8'), box: { left: 25, top: 105, right: 60, bottom: 140 } },
      { ...word('val', 96, 60, 'light+8'), box: { left: 60, top: 105, right: 90, bottom: 140 } },
      word('Moon', 96, 200, 'light+8'),
    ];
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('names each word once, case aside, in the order the passes read them', () => {
    const words = [word('Grnad', 90, 0), word('Slae', 92, 100), word('GRNAD', 88, 0, 'dark', 300)];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['Grnad', 'Slae']);
  });

  it('takes one letter repeated for a row of shapes, not a word: "AAAAA" read on trees', () => {
    expect(wordFindings([word('AAAAA', 80, 0), word('ooo', 80, 200)], spell)).toEqual([]);
    expect(wordFindings([word('AAAAB', 80, 0)], spell).map((finding) => finding.word)).toEqual(['AAAAB']);
  });

  it('accepts the shop words and their casing', () => {
    const shop = sharedShopSpellChecker();
    const words = [word('Algornation', 95, 0), word('Sci-Fi', 95, 100), word('FESTIVAL', 95, 200)];
    expect(wordFindings(words, shop)).toEqual([]);
  });

  it('leaves numbers, symbols and short pieces alone', () => {
    expect(
      wordFindings([word('1987', 95, 0), word('~', 20, 100), word('lla', 50, 200), word('Lodge', 95, 300)], spell),
    ).toEqual([]);
  });
});

describe('findings from both readers', () => {
  const lineBox = (line: number, index: number) => ({
    left: index * 100,
    top: line * 60,
    right: index * 100 + 90,
    bottom: line * 60 + 48,
  });
  /** The scene-text reader's word: its box a little taller than tesseract's tight one. */
  const scene = (text: string, confidence: number, leastSure: number, left: number, width = 90): PlacedWord => ({
    text,
    confidence,
    leastSure,
    pass: SCENE_TEXT_PASS,
    box: { left, top: 96, right: left + width, bottom: 144 },
  });
  /** The scene-text reader's word alone at x 100, read as sure as its letters (their mean and least). */
  const alone = (text: string, letters: number[]) => ({
    ...scene(text, letters.reduce((sum, letter) => sum + letter, 0) / letters.length, Math.min(...letters), 100),
    letters,
  });

  it('names a misspelling the scene-text reader is sure of, though tesseract read nothing there', () => {
    const findings = wordFindings([scene('Botanical', 100, 99, 0), scene('Gardnes', 99, 98, 100)], spell);
    expect(findings.map(({ kind, word: text, pass }) => [kind, text, pass])).toEqual([
      ['misspelling', 'Gardnes', SCENE_TEXT_PASS],
    ]);
  });

  it('names a word whose l or o inside the scene-text reader all but guessed, alone, with the digit drawn there', () => {
    // "Fortune Favors the Bo1d" read "Bold", its l at 48, tesseract silent (held-out set J).
    const named = (text: string, letters: number[], others: PlacedWord[] = []) =>
      wordFindings([...others, alone(text, letters)], spell).map((finding) => finding.word);
    expect(named('Bold', [99, 100, 48, 100])).toEqual(['Bo1d']);
    expect(named('Rolling', [100, 100, 97, 39, 96, 100, 100])).toEqual(['Rol1ing']);
    // Doubted less, doubted at its edge, or with another letter doubted too: a misreading at most.
    expect(named('Bold', [99, 100, 70, 100])).toEqual([]);
    expect(named('Ikigai', [40, 99, 99, 99, 99, 99])).toEqual([]);
    expect(named('Rolling', [100, 60, 97, 39, 96, 100, 100])).toEqual([]);
    // Not where tesseract read the place.
    expect(named('Bold', [99, 100, 48, 100], [word('Bold', 90, 100, 'light', 100)])).toEqual([]);
  });

  it('names a lone typo whose doubted letter the word shares, far from where it differs: "Fireworkss", its F at 60', () => {
    const named = (text: string, letters: number[]) =>
      wordFindings([scene('Sparklers', 99, 98, 0), alone(text, letters)], spell).map((finding) => finding.word);
    expect(named('Fireworkss', [59, 100, 99, 99, 99, 100, 100, 100, 100, 100])).toEqual(['Fireworkss']);
    // Doubted where it differs from the word, or doubted so much it may be no letter: judged as before.
    expect(named('Fireworkss', [100, 100, 99, 99, 99, 100, 100, 100, 100, 55])).toEqual([]);
    expect(named('Fireworkss', [40, 100, 99, 99, 99, 100, 100, 100, 100, 100])).toEqual([]);
  });

  it('names a look-alike read surely where the letters doubted elsewhere are the word\'s: "Champlonship", its a at 70', () => {
    const named = (text: string, letters: number[]) =>
      wordFindings([scene('Snorkelling', 99, 98, 0), alone(text, letters)], spell).map((finding) => finding.word);
    expect(named('Champlonship', [96, 100, 70, 100, 100, 96, 100, 100, 100, 100, 100, 100])).toEqual(['Champlonship']);
    // The look-alike itself doubted: a misreading of the i, as before.
    expect(named('Champlonship', [96, 100, 100, 100, 100, 70, 100, 100, 100, 100, 100, 100])).toEqual([]);
  });

  it('names a digit drawn for a letter after a price and a comma, whatever else the reader doubted', () => {
    // "Stalls $20, call" drawn "$20,cal1" and read as one word, its c at 60 (held-out set J).
    const stalls = scene('Stalls', 99, 99, 0);
    const glued = { ...scene('$20,cal1', 92, 60, 100, 150), letters: [94, 98, 88, 98, 60, 100, 97, 100] };
    expect(wordFindings([stalls, glued], spell).map((finding) => finding.word)).toEqual(['cal1']);
    // A date glued to its month is no garble; a word glued to a number after letters is not split.
    const march = { ...scene('March3rd', 99, 98, 100), letters: [99, 99, 99, 99, 99, 99, 99, 98] };
    expect(wordFindings([stalls, march], spell)).toEqual([]);
  });

  it('does not trust a thin-letter misreading alone: "Sillver" at 92 with a letter at 69', () => {
    expect(wordFindings([scene('Sillver', 92, 69, 0), scene('Canyon', 99, 98, 100)], spell)).toEqual([]);
  });

  it('names a non-word both readers read alike but for one letter, neither surely: a script face', () => {
    const tesseract = { ...word('Congradulalons!', 47, 4), box: { left: 4, top: 100, right: 296, bottom: 140 } };
    const findings = wordFindings([scene('Congradulatons!', 94, 47, 0, 300), tesseract], spell);
    expect(findings.map(({ kind, word: text }) => [kind, text])).toEqual([['misspelling', 'Congradulatons']]);
  });

  it('does not take two near readings for a misspelling when one is a look-alike of a word', () => {
    const tesseract = { ...word('Midnigbt', 48, 4), box: { left: 4, top: 100, right: 196, bottom: 140 } };
    expect(wordFindings([scene('Midnigkt', 90, 50, 0, 200), tesseract], spell)).toEqual([]);
  });

  it('names a word both readers read the same way, though neither was sure of it', () => {
    const findings = wordFindings([scene('Harvset', 93, 56, 0), word('Harvset', 55, 2)], spell);
    expect(findings.map(({ kind, word: text }) => [kind, text])).toEqual([['misspelling', 'Harvset']]);
  });

  it('keeps a place clean where one reader read a dictionary word and the other misread it', () => {
    expect(wordFindings([scene('Trail', 99, 97, 0), word('Trai', 78, 2)], spell)).toEqual([]);
    expect(wordFindings([scene('Leues', 96, 85, 0), word('Leaves', 88, 2)], spell)).toEqual([]);
  });

  it('does not take dictionary words glued together for a misspelling', () => {
    expect(wordFindings([scene('HarborLights', 100, 99, 0, 190)], spell)).toEqual([]);
    expect(wordFindings([word('Coffeeand', 91, 0)], spell)).toEqual([]);
  });

  it('leaves numbers, units and abbreviations alone: "50% OFF", "Est. 1987", "Vol. 2", "Open 9-5", "No. 14 of 50"', () => {
    const shop = sharedShopSpellChecker();
    const phrases = ['50% OFF', 'Est. 1987', 'Vol. 2', 'Open 9-5', 'No. 14 of 50'];
    const words = phrases.flatMap((phrase, line) =>
      phrase.split(' ').map((text, index) => ({ ...scene(text, 99, 97, index * 100), box: lineBox(line, index) })),
    );
    expect(wordFindings(words, shop)).toEqual([]);
  });

  it('names a capital O read among small letters as the zero the image has: "BOwl" is "B0wl"', () => {
    const read = [scene('Noodle', 100, 100, 0), scene('BOwl', 99, 90, 100)];
    expect(wordFindings(read, spell).map((finding) => finding.word)).toEqual(['B0wl']);
    // No word with the zero's letter back, or no small letters after it: as read.
    expect(wordFindings([scene('Noodle', 100, 100, 0), scene('BOxq', 99, 90, 100)], spell).map((f) => f.word)).toEqual([
      'BOxq',
    ]);
    expect(wordFindings([scene('NOODLE', 100, 100, 0), scene('BOWL', 99, 90, 100)], spell)).toEqual([]);
  });

  it('names a word ending in a digit drawn for its last letter as read: "Gir1", not "Gir"; a word and a number stay clean', () => {
    const garbled = [scene('Welcome', 100, 100, 0), scene('Baby', 100, 98, 100), scene('Gir1', 99, 97, 200)];
    expect(wordFindings(garbled, spell).map((finding) => finding.word)).toEqual(['Gir1']);
    const numbered = ['Level5', 'Gate3', 'Room1', 'Vol1'].map((text, index) => scene(text, 99, 97, index * 100));
    expect(wordFindings(numbered, spell)).toEqual([]);
  });

  it('names a word whose ones and zeros stand for its letters, a 1 for an i too: "STUD10", "L1QUOR"', () => {
    const studio = [scene('TATTOO', 98, 97, 0), scene('STUD10', 95, 87, 100)];
    expect(wordFindings(studio, spell).map((finding) => finding.word)).toEqual(['STUD10']);
    const liquor = [scene('FINE', 98, 97, 0), scene('L1QUOR', 95, 87, 100)];
    expect(wordFindings(liquor, spell).map((finding) => finding.word)).toEqual(['L1QUOR']);
    // A word and a number: its digits make no longer word.
    const numbered = ['Top10', 'Room101', 'Studio54'].map((text, index) => scene(text, 99, 97, index * 100));
    expect(wordFindings(numbered, spell)).toEqual([]);
  });

  it('leaves prices, times, ordinals, units and sign abbreviations alone, glued or apart', () => {
    const shop = sharedShopSpellChecker();
    const phrases = [
      'Prints $29.99',
      'Opens 3pm',
      'The 12th Edition',
      'No.14of50,signed',
      '5 km 30 cm 8 oz',
      'Open 24 hrs',
      '120 sqft Intl Dept',
      '10am-6pm Mon-Fri',
    ];
    const words = phrases.flatMap((phrase, line) =>
      phrase.split(' ').map((text, index) => ({ ...scene(text, 99, 97, index * 100), box: lineBox(line, index) })),
    );
    expect(wordFindings(words, shop)).toEqual([]);
  });

  it('still names a misspelling beside a number: "Oepn 24 hrs"', () => {
    const words = ['Oepn', '24', 'hrs'].map((text, index) => ({ ...scene(text, 99, 97, 0), box: lineBox(0, index) }));
    expect(wordFindings(words, sharedShopSpellChecker()).map((finding) => finding.word)).toEqual(['Oepn']);
  });

  it('splits words a reader glued, short words included: "Coffeeand Books", "Sunset atdusk"', () => {
    const words = ['Coffeeand', 'Books', 'Sunset', 'atdusk'].map((text, index) => ({
      ...scene(text, 99, 97, 0),
      box: lineBox(Math.floor(index / 2), index % 2),
    }));
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('reports a text region no reader read confidently as unreadable, never clean', () => {
    const blurred = { ...scene('Cnayom', 62, 31, 0), inTextRegion: true };
    expect(wordFindings([blurred, { ...scene('Ranch', 99, 97, 100), inTextRegion: true }], spell)).toEqual([
      { kind: 'unreadable', word: 'Cnayom', confidence: 62, box: blurred.box, pass: SCENE_TEXT_PASS },
    ]);
    // Tesseract's doubtful reading there does not make it read either.
    expect(wordFindings([blurred, word('Canyon', 52, 2)], spell).map((finding) => finding.kind)).toEqual([
      'unreadable',
    ]);
  });

  it('takes a run of marks read as letters on art made of marks for the pattern, not unreadable text', () => {
    // Held-out set D's text-free quilt of crosses, ticks and corners: dozens of one-mark readings,
    // and "HTHI" at 79 in a text region.
    const marks = ['+', '1', 'L', 'T', '+', '7', '1+', 'L', '/', '+', 'HT', '1', '+T'].map((text, index) => ({
      ...scene(text, 90, 80, 0),
      box: lineBox(index % 5, Math.floor(index / 5)),
    }));
    const run = { ...scene('HTHI', 79, 60, 0), box: lineBox(6, 0), inTextRegion: true };
    expect(wordFindings([...marks, run], spell)).toEqual([]);
    // On an image of words, the same region is unreadable.
    const lines = ['Winter', 'Market', 'opens', 'today'].map((text, index) => ({
      ...scene(text, 99, 97, 0),
      box: lineBox(index, 0),
    }));
    expect(wordFindings([...lines, ...marks.slice(0, 3), run], spell).map((finding) => finding.kind)).toEqual([
      'unreadable',
    ]);
  });

  it('takes a short run of marks read surely as letters on art made of marks for the pattern, not a misspelling', () => {
    // Held-out set F's text-free grid of corners and crosses: "LHL" at 98 among one-mark readings.
    const marks = ['+', 'L', '/', 'L', '>', 'L', '+L', '+', 'TH+', '>', 'L', '+', 'T'].map((text, index) => ({
      ...scene(text, 90, 80, 0),
      box: lineBox(index % 5, Math.floor(index / 5)),
    }));
    const run = { ...scene('LHL', 98, 98, 0), box: lineBox(6, 0), inTextRegion: true };
    expect(wordFindings([...marks, run], spell)).toEqual([]);
    // Among words, the same reading is named.
    const lines = ['Winter', 'Market', 'opens', 'today'].map((text, index) => ({
      ...scene(text, 99, 97, 0),
      box: lineBox(index, 0),
    }));
    expect(wordFindings([...lines, ...marks.slice(0, 3), run], spell).map((finding) => finding.word)).toEqual(['LHL']);
  });

  it('takes an "&" the scene-text reader read for the E a word starts with for that E', () => {
    // Held-out set G: "Olio Extra Vergine", its E read "&" surely, tesseract's "Extra" at 80.
    expect(wordFindings([scene('&xtra', 99, 94, 200), word('Extra', 80, 200)], spell)).toEqual([]);
    // Letters that make no word with an E are judged as read.
    expect(wordFindings([scene('&xtrq', 99, 94, 200)], spell).map((finding) => finding.word)).toEqual(['xtrq']);
  });

  it("takes tesseract's letters inside a word the scene-text reader read surely for a piece of that word", () => {
    // Held-out set F: tesseract's "ert" at 93 and "Ique" at 42 inside sure readings of whole words.
    const whole = scene('Wonderland', 97, 90, 0, 300);
    expect(wordFindings([whole, word('erland', 93, 150)], spell)).toEqual([]);
    // Letters the longer reading does not hold, or a longer reading that is no word, are judged.
    expect(wordFindings([whole, word('erlanf', 93, 150)], spell).map((finding) => finding.word)).toEqual(['erlanf']);
    expect(wordFindings([scene('Wonderlamd', 97, 90, 0, 300), word('erlamd', 93, 150)], spell).length).toBeGreaterThan(
      0,
    );
  });

  it('takes a sure "llustrated" read alone for "Illustrated" misread: no English word starts "ll"', () => {
    expect(wordFindings([scene('Year', 99, 98, 0), scene('llustrated', 99, 97, 100, 200)], spell)).toEqual([]);
    // A generator's typo read the same way is still named.
    expect(
      wordFindings([scene('Year', 99, 98, 0), scene('lllustrated', 99, 97, 100, 200)], spell).map((f) => f.word),
    ).toEqual(['lllustrated']);
  });

  it('takes a doubtful reading that is a word but for a letter read least surely for that word, not unreadable', () => {
    const the = { ...scene('the', 98, 93, 100), inTextRegion: true };
    // A script "Enjoy" whose flourish was read as a "y" (75, its least sure letter at 41).
    expect(wordFindings([{ ...scene('Enyjoy', 75, 41, 0), inTextRegion: true }, the], spell)).toEqual([]);
    // Every letter read fairly surely: that is what the image says, and it is no word.
    expect(
      wordFindings([{ ...scene('Enyjoy', 75, 62, 0), inTextRegion: true }, the], spell).map((finding) => finding.kind),
    ).toEqual(['unreadable']);
  });

  it('keeps a text region clean that the other reader read confidently: a thin "Sillver" read "Silver"', () => {
    const thin = { ...scene('Sillver', 70, 40, 0), inTextRegion: true };
    expect(wordFindings([thin, word('Silver', 88, 2)], spell)).toEqual([]);
  });

  it('does not report a doubtful reading outside a text region: a shape the detector barely took for a line', () => {
    expect(wordFindings([scene('Wvwm', 40, 20, 0)], spell)).toEqual([]);
  });

  it('leaves a confident reading that is neither a word nor sure to be misspelled unreported', () => {
    // "Sillver" at 92 with a letter at 69: read confidently, too doubtful to name alone.
    expect(wordFindings([{ ...scene('Sillver', 92, 69, 0), inTextRegion: true }], spell)).toEqual([]);
  });

  it('takes a name of the names lists for a name, and a capitalized pseudo-word for a misspelling', () => {
    const words = [scene('Golden', 99, 99, 0), scene('Marquez', 99, 95, 100), scene('Beachs', 99, 98, 200)];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['Beachs']);
    const pseudo = [scene('Vlornath', 99, 97, 0), scene('SKEEP', 99, 97, 100)];
    expect(wordFindings(pseudo, spell).map((finding) => finding.word)).toEqual(['Vlornath', 'SKEEP']);
  });

  it('does not take a shape read at a low confidence in a text region for unreadable text', () => {
    expect(wordFindings([{ ...scene('TMI', 23, 16, 0), inTextRegion: true }], spell)).toEqual([]);
  });

  it('takes a letter run read doubtfully on an image where no word is read for a pattern, not text', () => {
    // Rows of trees on a text-free print, read "THTTIFE" at 66; at 75 it is unreadable text.
    const pattern = (confidence: number) => ({ ...scene('THTTIFE', confidence, 31, 0), inTextRegion: true });
    expect(wordFindings([pattern(66), scene('+HH/', 74, 37, 100)], spell)).toEqual([]);
    expect(wordFindings([pattern(75)], spell).map((finding) => finding.kind)).toEqual(['unreadable']);
  });

  it('does not let a dictionary word read inside a longer reading make its place clean: "cis" in "ceramcis"', () => {
    const words = [
      scene('ceramcis', 100, 100, 0, 200),
      word('ceramcis', 92, 5),
      { ...word('cis', 77, 140), box: { left: 140, top: 100, right: 198, bottom: 140 } },
    ];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['ceramcis']);
  });

  /** A scene-text word whose every character was read at `sure`, but for its `between` ("&") read at `doubt`. */
  const glued = (text: string, sure: number, doubt: number, between = '&'): PlacedWord => {
    const letters = [...text].map((char) => (char === between ? doubt : sure));
    return {
      ...scene(text, letters.reduce((sum, letter) => sum + letter, 0) / letters.length, Math.min(...letters), 0, 300),
      letters,
    };
  };

  it('judges the words either side of an "&" the reader glued, each by its own letters', () => {
    const named = (words: PlacedWord[]) => wordFindings(words, spell).map((finding) => [finding.kind, finding.word]);
    expect(named([glued('Salt&Peper', 99, 90)])).toEqual([['misspelling', 'Peper']]);
    // The "&" read at 34 is no doubt about "Vannila", read at 97 letter by letter.
    expect(named([glued('Vannila&xtract', 97, 34)])).toEqual([['misspelling', 'Vannila']]);
    expect(named([glued('Camila&Jonah', 99, 90)])).toEqual([]);
    // A mark read doubtfully between two words is no doubt about either.
    expect(named([glued('FILM?FESTIVAL', 99, 3, '?')])).toEqual([]);
  });

  it('reads an E the reader took for an "&" where the letters after it make a word only with it', () => {
    expect(wordFindings([glued('Vanilla&xtract', 97, 34)], spell)).toEqual([]);
    expect(wordFindings([glued('SALT&XTRA', 99, 40)], spell)).toEqual([]);
  });

  it('judges each word of a token glued at capitals by its own letters: a doubtful first one does not hide the next', () => {
    const text = 'TreshAvacodoToast';
    // The script F read as a T at 40; every other letter surely.
    const letters = [...text].map((_, index) => (index === 0 ? 40 : 97));
    const reading = { ...scene(text, 94, 40, 0, 400), letters };
    const named = wordFindings([reading], spell).filter((finding) => finding.kind === 'misspelling');
    expect(named.map((finding) => finding.word)).toContain('Avacodo');
  });

  it('judges the words of a token glued at a capital apart, and names the typo over a garbled reading of it', () => {
    const glued = scene('CityOrchesrta', 96, 65, 0, 260);
    const garbled = { ...word('Orchesrt', 91, 0), box: { left: 80, top: 100, right: 255, bottom: 140 } };
    expect(wordFindings([glued, garbled], spell).map((finding) => [finding.word, finding.pass])).toEqual([
      ['Orchesrta', SCENE_TEXT_PASS],
    ]);
  });

  it('keeps the place’s other readings with a finding, for the curator’s words', () => {
    const words = [word('Bakr', 91, 0), scene('Bakx', 88, 60, 2), word('BAKR', 75, 1, 'dark')];
    const [finding] = wordFindings(words, spell);
    expect(finding?.word).toBe('Bakr');
    expect(finding?.readings).toEqual(['Bakx']);
  });

  it('takes a scene-text token made of the words tesseract read apart there for a dropped space: "noadded"', () => {
    const words = [scene('noadded', 98, 94, 0, 190), word('no', 96, 0), word('added', 96, 100)];
    expect(wordFindings(words, spell)).toEqual([]);
  });

  it('does not cut a word read surely at a mark tesseract read beside it: "Fiesta" over "Fiest" and "Q"', () => {
    // Held-out set G: a balloon beside the title's last letter, read "Q" by tesseract.
    const tesseract = [
      word('Fiest', 90, 0),
      { ...word('Q', 92, 160), box: { left: 160, top: 100, right: 185, bottom: 140 } },
    ];
    expect(wordFindings([scene('Fiesta', 99.7, 99, 0, 190), ...tesseract], spell)).toEqual([]);
    // Read less surely, it is cut there as "noadded" is, and "Fiest" is named.
    expect(wordFindings([scene('Fiesta', 90, 70, 0, 190), ...tesseract], spell).map((finding) => finding.word)).toEqual(
      ['Fiest'],
    );
  });

  it('names the misspelling a reader glued to the words before it, not the whole run: "OFTHEDAYY"', () => {
    const findings = wordFindings([scene('SOUP', 99, 99, 0), scene('OFTHEDAYY', 99, 97, 100, 270)], spell);
    expect(findings.map((finding) => [finding.word, finding.box.left])).toEqual([['DAYY', 100 + 5 * 30]]);
  });

  it('never names a dictionary word read inside a glued reading of its place: "FIVE" in "ITSFIVX"', () => {
    const words = [
      word('ITSFIVX', 91, 0, 'light+8'),
      { ...word('FIVE', 95, 0, 'light-8'), box: { left: 40, top: 100, right: 90, bottom: 140 } },
      word('Somewhere', 95, 100, 'light-8'),
    ];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['ITSFIVX']);
  });

  it('names tesseract’s reading where the scene-text reader’s box cut off a letter at the word’s edge', () => {
    const words = [scene('Happy', 99, 99, 0), scene('raduaton', 98, 90, 100), word('Graduaton', 74, 98)];
    expect(wordFindings(words, spell).map((finding) => [finding.word, finding.readings])).toEqual([
      ['Graduaton', ['raduaton']],
    ]);
    // Not where they differ inside the word: the scene-text reader is the surer one ("Wuntastic").
    const tesseractWide = { ...word('Wantastic', 86, 2), box: { left: 2, top: 100, right: 188, bottom: 140 } };
    const inside = [scene('Wuntastic', 98, 90, 0, 190), tesseractWide];
    expect(wordFindings(inside, spell).map((finding) => finding.word)).toEqual(['Wuntastic']);
  });

  it('names tesseract’s reading with the edge letter though the cut one is near a word too: "Easterr", not "asterr"', () => {
    // From a fixture: the E of a script "Easterr" read as "&" (at 52), tesseract's reading at 67.
    const cutReading = {
      ...scene('&asterr', 92, 52, 100),
      letters: [52, 100, 91, 100, 100, 100, 100],
    };
    const words = [scene('Happy', 99, 98, 0), cutReading, word('Happy', 93, 2), word('Easterr', 67, 104)];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['Easterr']);
  });

  it('names an unreadable place by its surest reading that is no word: "Stpo" at 94, not "Stpe" at 59', () => {
    const words = [scene('Never', 100, 98, 0), scene('Stpo', 94, 82, 100), word('Never', 86, 0), word('Stpe', 59, 100)];
    expect(wordFindings(words, spell).map((finding) => [finding.kind, finding.word])).toEqual([['unreadable', 'Stpo']]);
  });

  it('names the place’s reading that is no word as unreadable, not a word read doubtfully: "Mucb", not "Much"', () => {
    const words = [scene('Thank', 99, 99, 0), scene('Mucb', 93, 81, 100), word('Thank', 87, 0), word('Much', 45, 100)];
    expect(wordFindings(words, spell).map((finding) => [finding.kind, finding.word])).toEqual([['unreadable', 'Mucb']]);
  });

  it('takes a lone scene-text reading one consonant off a common word for a misreading, not a misspelling by ear', () => {
    // "Ginger Beer" read "Gingen Been", tesseract reading nothing there.
    expect(wordFindings([scene('Gingen', 99, 98, 0), scene('Been', 99, 99, 100)], spell)).toEqual([]);
    // "Sause" is one letter from "pause" too, but "sauce" by ear; "Specrial" is a typo's insertion.
    expect(wordFindings([scene('Hot', 99, 99, 0), scene('Sause', 100, 99, 100)], spell).map((f) => f.word)).toEqual([
      'Sause',
    ]);
    // Where tesseract read the place too, the readers' agreement is judged as before.
    const agreed = wordFindings([scene('Gingen', 99, 98, 0), word('Gingen', 90, 2)], spell);
    expect(agreed.map((finding) => finding.word)).toEqual(['Gingen']);
  });

  it('does not let a glued reading over two words make the misspelled one clean', () => {
    const words = [scene('LibaryBook', 90, 70, 0, 190), word('Libary', 90, 0), word('Book', 92, 100)];
    expect(wordFindings(words, spell).map((finding) => finding.word)).toEqual(['Libary']);
  });

  it('judges each scene-text word apart, though a title’s tall box holds the line below it: "of musicc"', () => {
    // From a fixture: "FESTIVAL" on an arc, its box over the caption's last words.
    const title = { ...scene('FESTIVAL', 97, 95, 392, 300), box: { left: 392, top: 323, right: 692, bottom: 564 } };
    const caption = { ...scene('musicc', 100, 99, 427, 95), box: { left: 427, top: 545, right: 522, bottom: 579 } };
    const tesseract = { ...word('musicc', 45, 0), box: { left: 430, top: 549, right: 515, bottom: 571 } };
    expect(wordFindings([title, caption, tesseract], spell).map((finding) => finding.word)).toEqual(['musicc']);
  });

  it('names the misspelling two readers half read: the scene-text reader’s sure letters, tesseract’s where it doubted', () => {
    // From the fixtures: a script "Tinme" read "Tinne" (its second n at 61) and, by tesseract, "Time" at 4.
    const doubted = (text: string, letters: number[], left: number) => ({
      ...scene(text, letters.reduce((sum, letter) => sum + letter, 0) / letters.length, Math.min(...letters), left),
      letters,
    });
    const tinme = [scene('Good', 100, 100, 0), doubted('Tinne', [100, 100, 100, 61, 100], 100), word('Time', 4, 102)];
    expect(wordFindings(tinme, spell).map((finding) => finding.word)).toEqual(['Tinme']);
    // "Roasit" read "Rousit" (u at 50) where tesseract read the word "Roast" at 64, which made it clean.
    const roasit = [doubted('Rousit', [100, 100, 50, 83, 100, 100], 0), word('Roast', 64, 2)];
    expect(wordFindings(roasit, spell).map((finding) => finding.word)).toEqual(['Roasit']);
    // Where tesseract read no common word, only a reading as sure as a word's counts: "Minantes" at 66.
    const minunteg = doubted('Minunteg', [100, 100, 95, 100, 99, 100, 100, 49], 0);
    expect(wordFindings([minunteg, word('Minantes', 66, 2)], spell).map((f) => f.word)).toEqual(['Minuntes']);
    expect(wordFindings([minunteg, word('Minantes', 45, 2)], spell).map((f) => f.word)).not.toContain('Minuntes');
  });

  it('merges no misreading into a misspelling: a sure wrong letter against the word tesseract read stays a misreading', () => {
    const doubted = (text: string, letters: number[], left: number) => ({
      ...scene(text, letters.reduce((sum, letter) => sum + letter, 0) / letters.length, Math.min(...letters), left),
      letters,
    });
    // From the correct fixtures: "Heart" read "Hleant" (n at 100 for the r) and "Heart" at 21; "Today's"
    // with its apostrophe at 85 and tesseract's "Jocoy"; "Closes" read "Clogeg" and "Closes" at 83.
    expect(wordFindings([doubted('Hleant', [99, 44, 100, 100, 100, 93], 0), word('Heart', 21, 2)], spell)).toEqual([]);
    expect(wordFindings([doubted('Today’s', [100, 72, 100, 100, 99, 85, 99], 0), word('Jocoy', 34, 2)], spell)).toEqual(
      [],
    );
    const closes = wordFindings([doubted('Clogeg', [99, 100, 100, 87, 100, 95], 0), word('Closes', 83, 2)], spell);
    expect(closes.map((finding) => finding.word)).not.toContain('Closeg');
  });

  it('names a reading alone a little less sure when it is an image generator’s typo of a frequent word and its doubted letters make none', () => {
    // From the fixtures: "Simpel" at 94, its m at 73, tesseract reading nothing there.
    const simpel = [scene('Keep', 99, 98, 0), alone('Simpel', [99, 98, 73, 98, 99, 94])];
    expect(wordFindings(simpel, spell).map((finding) => finding.word)).toEqual(['Simpel']);
    // "Fanily" (its n at 82 for the m) is one letter from "fancily", no frequent word: a misreading.
    expect(wordFindings([alone('Fanily', [91, 69, 82, 99, 99, 100])], spell)).toEqual([]);
    // "Tabel" with its T doubted may be "Label": a misreading as likely as a typo.
    expect(wordFindings([alone('Tabel', [70, 99, 99, 98, 99])], spell)).toEqual([]);
    expect(wordFindings([alone('Tabel', [99, 99, 99, 70, 99])], spell).map((finding) => finding.word)).toEqual([
      'Tabel',
    ]);
  });

  it('takes a reading alone, fairly sure and near no word, for garbled letters: a script "Invitted" read "Lnuittea"', () => {
    // From the fixtures: "You Are Invitted" on an arc, "Are" read surely, tesseract reading nothing.
    const letters = [86, 99.7, 77, 99.9, 99.9, 99.9, 99.9, 84.6];
    const invitted = wordFindings([scene('Are', 99, 98, 0), alone('Lnuittea', letters)], spell);
    expect(invitted.map(({ kind, word: text }) => [kind, text])).toEqual([['unreadable', 'Lnuittea']]);
    // Less sure than LONE_TYPO_CONFIDENCE on average, it must be cased as a word ("Blenwonna", a
    // gibberish "Blenvorra" at 90, not "GNgozi", a name with the "&" before it read as a G)...
    const doubtful = [86, 80, 77, 85, 90, 88, 85, 84.6];
    const lessSure = wordFindings([scene('Are', 99, 98, 0), alone('Lnuittea', doubtful)], spell);
    expect(lessSure.map(({ kind, word: text }) => [kind, text])).toEqual([['unreadable', 'Lnuittea']]);
    expect(wordFindings([scene('Are', 99, 98, 0), alone('LnUittea', doubtful)], spell)).toEqual([]);
    // ...and less sure than a word read (SCENE_TEXT_WORD_CONFIDENCE), it may be a shape's letters.
    const shapes = [76, 80, 70, 75, 80, 78, 75, 74.6];
    expect(wordFindings([scene('Are', 99, 98, 0), alone('Lnuittea', shapes)], spell)).toEqual([]);
    // With no word read anywhere on the image, text-free art's letter runs stay clean.
    expect(wordFindings([alone('Lnuittea', letters)], spell)).toEqual([]);
    // Near a word it is that word misread ("Fanily"); where tesseract read the place, even doubtfully,
    // the readers' readings are weighed by the rules above instead.
    expect(wordFindings([scene('Are', 99, 98, 0), alone('Fanily', [91, 69, 82, 99, 99, 100])], spell)).toEqual([]);
    const read = { ...word('Lmwtea', 45, 100), box: { left: 100, top: 96, right: 190, bottom: 144 } };
    expect(wordFindings([scene('Are', 99, 98, 0), alone('Lnuittea', letters), read], spell)).toEqual([]);
    // Below MIN_UNREADABLE_CONFIDENCE, tesseract read a shape there, not letters: "\arfo," at 37
    // under a gibberish "Palvarro" read at 91.
    const shape = { ...read, confidence: 30 };
    const underShape = wordFindings([scene('Are', 99, 98, 0), alone('Lnuittea', letters), shape], spell);
    expect(underShape.map(({ kind, word: text }) => [kind, text])).toEqual([['unreadable', 'Lnuittea']]);
  });

  it('takes a lone reading with a doubted letter more at its edge for the word without it: "OTTOLINEI"', () => {
    // Held-out set A: an "OTTOLINE" title read with a mark after it as an I, at 79.
    const title = (last: number) => [
      scene('MARSH', 99, 98, 0),
      alone('OTTOLINEI', [69, 99, 99, 99, 99, 100, 99, 99, last]),
    ];
    expect(wordFindings(title(79), spell)).toEqual([]);
    // Sure of that letter too, the reader read a word nobody knows.
    expect(wordFindings(title(99), spell).map(({ kind, word: text }) => [kind, text])).toEqual([
      ['misspelling', 'OTTOLINEI'],
    ]);
  });

  it('takes a doubtful reading whose doubted letters spell a word for that word misread, not unreadable', async () => {
    // Held-out set I: "EVERY THURSDAY | ALLE SIND WILLKOMMEN" on a chalkboard, "WILLKOMMEN" read
    // "WLLKOMMEN" at 87, its W at 65 (the I read into it).
    const everyLexicon = await sharedSpellChecker();
    const region = { inTextRegion: true };
    const line = (wllkommen: number[]) => [
      { ...scene('EVERY', 98, 95, 0), ...region, box: { left: 0, top: 0, right: 90, bottom: 44 } },
      { ...scene('ALLE', 93, 77, 0), ...region },
      { ...alone('WLLKOMMEN', wllkommen), ...region, box: { left: 200, top: 96, right: 390, bottom: 144 } },
    ];
    expect(wordFindings(line([65, 86, 80, 98, 88, 81, 95, 99, 90]), everyLexicon)).toEqual([]);
    // Its W read surely, a letter left out where none was doubted: unreadable.
    expect(
      wordFindings(line([99, 86, 80, 98, 88, 81, 95, 99, 90]), everyLexicon).map(({ kind, word: text }) => [
        kind,
        text,
      ]),
    ).toEqual([['unreadable', 'WLLKOMMEN']]);
    // A look-alike put for the doubted letter may be the image generator's typo: "Sprinqs" (held-out
    // set H), its q at 68, under tesseract's "Springs" at 54, stays unreadable though "Sprints" is a word.
    const springs = { ...word('Springs', 54, 105), box: { left: 105, top: 100, right: 185, bottom: 140 } };
    const hot = [word('Hot', 95, 0), scene('Hot', 99.8, 99, 0)];
    const sprinqs = [...hot, springs, alone('Sprinqs', [98, 100, 100, 100, 100, 68, 100])];
    expect(wordFindings(sprinqs, everyLexicon).map(({ kind, word: text }) => [kind, text])).toEqual([
      ['unreadable', 'Sprinqs'],
    ]);
  });

  it('takes tesseract’s non-word inside a sure scene-text reading that reads a word there for that word misread', () => {
    // Held-out set G: "October 3rd to 5th", tesseract's "Oclober" and "sth" under a sure "October3rdto5th".
    const line = [word('Oclober', 87, 0), word('3rd', 47, 100), word('to', 86, 200), word('sth', 84, 300)];
    const glued = { ...scene('October3rdto5th', 99.6, 99, 0), box: { left: 0, top: 96, right: 390, bottom: 144 } };
    expect(wordFindings([...line, glued], spell)).toEqual([]);
    expect(wordFindings(line, spell).map((finding) => finding.word)).toEqual(['Oclober', 'sth']);
    // A spanning reading that is a non-word itself is no witness: "momnets," over "wom" and "nels".
    const momnets = { ...scene('momnets,', 100, 98, 0), box: { left: 0, top: 96, right: 190, bottom: 144 } };
    const pieces = [word('wom', 74, 0), word('nels', 80, 100)];
    expect(wordFindings([...pieces, momnets], spell).map((finding) => finding.word)).toContain('nels');
  });

  it('names the misspelling people write that a doubted letter hides: "GREATFUL" read "CREATFUL", its C at 56', () => {
    // Held-out set B: "BE GREATFUL", the scene-text reader sure of all but the C (and the U at 88).
    const creatful = alone('CREATFUL', [56, 100, 97, 99, 99, 96, 88, 97]);
    const be = scene('BE', 99, 98, 0);
    expect(wordFindings([be, creatful], spell).map((finding) => finding.word)).toEqual(['GREATFUL']);
    // Tesseract's doubtful "GREATFVL" there: its G where the scene-text reader doubted, not its V.
    const tesseract = { ...word('GREATFVL', 43, 100, 'dark', 96), box: creatful.box };
    const both = wordFindings([be, word('BE', 91, 0, 'dark', 96), creatful, tesseract], spell);
    expect(both.map((finding) => finding.word)).toEqual(['GREATFUL']);
  });

  it('names a finding with tesseract’s letters where the scene-text reader all but guessed its own', () => {
    // Held-out set G: "Svnflowers" (u drawn as v), read "Svmflowers" with the m at 27 and by
    // tesseract as drawn, at 84. Tesseract's n is the better evidence of the letter drawn.
    const svm = alone('Svmflowers', [99, 96, 27, 100, 99, 100, 100, 100, 100, 100]);
    const tesseract = { ...word('Svnflowers', 84, 100, 'gray', 96), box: svm.box };
    const florist = scene('Florist', 99.7, 99, 0);
    expect(wordFindings([florist, svm, tesseract], spell).map((finding) => finding.word)).toEqual(['Svnflowers']);
  });

  it('counts words glued at a capital apart as the image’s words: "toMedecinsSans" vouches for "Frontieres"', async () => {
    // Held-out set E: "Proceeds to Médecins Sans Frontières", read without accents and glued.
    const everyLexicon = await sharedSpellChecker();
    const line = (text: string, left: number, top: number) => ({
      ...scene(text, 99.7, 99, left),
      box: { left, top, right: left + 300, bottom: top + 45 },
    });
    const frontieres = line('Frontieres', 310, 460);
    const glued = [line('Proceeds', 0, 405), line('toMedecinsSans', 336, 402), frontieres];
    expect(wordFindings(glued, everyLexicon)).toEqual([]);
    // Without the French words beside it, a plain "Frontieres" among English ones is "frontiers" misspelled.
    expect(
      wordFindings([line('Proceeds', 0, 405), line('to', 336, 402), frontieres], everyLexicon).map((f) => f.word),
    ).toEqual(['Frontieres']);
  });

  it('names the typo one doubted letter makes of a lone reading: "Surender" read "Surenoer", its o at 56', () => {
    // Held-out set C: "Never Surender", the scene-text reader alone, tesseract reading nothing.
    const surenoer = [99, 99, 99, 100, 99, 56, 99, 99];
    const named = wordFindings([scene('Never', 99, 99, 0), alone('Surenoer', surenoer)], spell);
    expect(named.map(({ kind, word: text }) => [kind, text])).toEqual([['misspelling', 'Surender']]);
    // A letter doubted under 50 may be no letter; a second doubted letter, or one that makes a
    // word, leaves the reading to the other rules.
    const faint = [99, 99, 99, 100, 99, 29, 99, 99];
    expect(wordFindings([scene('Never', 99, 99, 0), alone('Surenoer', faint)], spell)).toEqual([]);
    const twice = [99, 55, 99, 100, 99, 56, 99, 99];
    expect(wordFindings([scene('Never', 99, 99, 0), alone('Surenoer', twice)], spell)).toEqual([]);
    expect(wordFindings([scene('Wild', 99, 99, 0), alone('Horxe', [99, 99, 99, 56, 99])], spell)).toEqual([]);
  });

  it('names a misspelling read glued to two or more common words alone: "CLOUUDS" in "ANATLASOFCLOUUDS"', () => {
    // From the fixtures: "AN ATLAS OF CLOUUDS" read as one token by the scene-text reader.
    const glued = wordFindings([scene('ANATLASOFCLOUUDS', 98, 73, 0, 400)], spell);
    expect(glued.map((finding) => finding.word)).toEqual(['CLOUUDS']);
    expect(glued[0]?.box.left).toBeGreaterThan(200);
    // Beside one word its letters may be the misspelling's own ("Wun" + "tastic"?): named whole.
    expect(wordFindings([scene('Wuntastic', 98, 90, 0)], spell).map((finding) => finding.word)).toEqual(['Wuntastic']);
  });

  it('puts back accents the other reader saw: "Saint-Exupery" under tesseract’s "Sainl-Exupéry"', () => {
    // Held-out set E: "Antoine de Saint-Exupéry", the scene-text reader dropping the é.
    const scene = (text: string, left: number) => ({
      ...word(text, 99, left, SCENE_TEXT_PASS),
      leastSure: 98,
    });
    const line = [word('Antoine', 67, 0), scene('Antoine', 0), scene('de', 100)];
    const exupery = [...line, word('Sainl-Exupéry', 66, 200), scene('Saint-Exupery', 200)];
    expect(wordFindings(exupery, spell)).toEqual([]);
    // Without the other reader's accent, the name is a word nobody knows.
    const alone = [...line, scene('Saint-Exupery', 200)];
    expect(wordFindings(alone, spell).map((finding) => finding.word)).toEqual(['Saint-Exupery']);
  });
});
