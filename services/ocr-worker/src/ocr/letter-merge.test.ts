import { describe, expect, it } from 'vitest';
import { mergedLetters } from './letter-merge.js';

describe('the two readers’ letters merged', () => {
  it('takes tesseract’s letter where the scene-text reader doubted its own, and keeps its sure ones', () => {
    // From the fixtures: "Tinme" read "Tinne" (second n at 61) and "Time"; "Roasit" read "Rousit" and "Roast".
    expect(mergedLetters('Tinne', [100, 100, 100, 61, 100], 'Time')).toBe('Tinme');
    expect(mergedLetters('Rousit', [100, 100, 50, 83, 100, 100], 'Roast')).toBe('Roasit');
    expect(mergedLetters('Mubtinns', [100, 100, 80, 60, 100, 100, 99, 99], 'Muffins')).toBe('Muffinns');
    expect(mergedLetters('Minunteg', [100, 100, 95, 100, 99, 100, 100, 49], 'Minantes')).toBe('Minuntes');
  });

  it('drops a doubted letter tesseract did not read, and adds none only tesseract read', () => {
    expect(mergedLetters('Sillver', [99, 99, 99, 40, 99, 99, 99], 'Silver')).toBe('Silver');
    expect(mergedLetters('Sillver', [99, 99, 40, 99, 99, 99, 99], 'Silver')).toBe('Silver');
    expect(mergedLetters('Siver', [99, 99, 99, 99, 99], 'Silver')).toBe('Siver');
  });

  it('keeps the case the scene-text reader read in', () => {
    expect(mergedLetters('TINNE', [100, 100, 100, 61, 100], 'time')).toBe('TINME');
  });

  it('sets nothing side by side without a sureness per letter or with lengths far apart', () => {
    expect(mergedLetters('Tinne', [100, 100], 'Time')).toBeUndefined();
    expect(mergedLetters('Tinnesses', [100, 100, 100, 61, 100, 100, 100, 100, 100], 'Time')).toBeUndefined();
  });
});
