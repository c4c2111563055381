/**
 * Words prints carry in English text that hunspell's English dictionary lacks, lower case:
 * initialisms of signs and captions ("DIY", "BOGO", "OMG"), the casual words of greeting cards,
 * mugs and shirts ("Woohoo", "Besties", "Hangry"), and borrowings that wellness and home décor
 * prints use as English ("Hygge", "Namaste", "Mahalo"). Without them a correct print is flagged,
 * or the word taken for a typo of one a letter away ("Boho": "Bono"). Dishes are in menu-words.ts.
 */
export const PRINT_WORDS: ReadonlySet<string> = new Set([
  // Initialisms and abbreviations of signs, captions and hashtags.
  'bday',
  'bogo',
  'brb',
  'diy',
  'irl',
  'lol',
  'omg',
  'ootd',
  'tbt',
  'wifi',
  'yolo',
  // Casual words of cards, mugs, shirts and social posts.
  'adulting',
  'aww',
  'bae',
  'besties',
  'boho',
  'boujee',
  'cottagecore',
  'fam',
  'glamping',
  'hangry',
  'influencer',
  'influencers',
  'jammies',
  'staycation',
  'vlog',
  'wifey',
  'woohoo',
  'yass',
  // Borrowings printed as English words.
  'hygge',
  'mahalo',
  'namaste',
]);
