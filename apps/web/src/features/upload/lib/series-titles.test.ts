import { describe, expect, it } from 'vitest';
import { seriesTitles } from './series-titles';
import { TITLE_MAX_LENGTH } from './upload-defaults';

describe('seriesTitles', () => {
  it('numbers the form title in drop order, from where the staged list left off', () => {
    expect(seriesTitles(' Neon Dreams ', 3)).toEqual(['Neon Dreams 1', 'Neon Dreams 2', 'Neon Dreams 3']);
    expect(seriesTitles('Neon Dreams', 2, 4)).toEqual(['Neon Dreams 4', 'Neon Dreams 5']);
  });

  it('shortens a long title, never its number, to stay within the limit', () => {
    const [title] = seriesTitles('x'.repeat(TITLE_MAX_LENGTH), 1, 12);
    expect(title).toHaveLength(TITLE_MAX_LENGTH);
    expect(title?.endsWith(' 12')).toBe(true);
  });
});
