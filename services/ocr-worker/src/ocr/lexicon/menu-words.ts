/**
 * Dishes and drinks that menus, food posters and café signs print in English text but that
 * hunspell's English dictionary lacks ("Miso ramen", "Matcha latte"), lower case. Each is a
 * borrowing English menus use as is; without them a correct menu is flagged, or worse, the word
 * is taken for a typo of a word one letter away ("ramen": "raven").
 */
export const MENU_WORDS: ReadonlySet<string> = new Set([
  'banh',
  'bao',
  'bibimbap',
  'biryani',
  'boba',
  'bruschetta',
  'bulgogi',
  'dosa',
  'halloumi',
  'katsu',
  'kimchi',
  'lassi',
  'macaron',
  'macarons',
  'masala',
  'matcha',
  'onigiri',
  'paneer',
  'pho',
  'pozole',
  'ramen',
  'soba',
  'tahini',
  'tikka',
  'tteokbokki',
  'udon',
]);
