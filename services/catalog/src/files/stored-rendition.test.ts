import { describe, expect, it } from 'vitest';
import { storedRenditionWidth } from './stored-rendition.js';

const keys = (...widths: number[]) =>
  Object.fromEntries(widths.map((width) => [String(width), `previews/a/${width}.webp`]));
const any = () => true;

describe('storedRenditionWidth', () => {
  it('answers the width asked for when it is stored', () => {
    expect(storedRenditionWidth(keys(480, 720, 960, 1600), 720, any)).toBe(720);
  });

  it('answers a width added later with the nearest wider stored one, else the nearest narrower', () => {
    // Processed before 720 existed.
    expect(storedRenditionWidth(keys(480, 960, 1600), 720, any)).toBe(960);
    expect(storedRenditionWidth(keys(480), 720, any)).toBe(480);
  });

  it('never answers a rendition that is not allowed (the public cap)', () => {
    expect(storedRenditionWidth(keys(480, 960, 1600), 720, (width) => width <= 480)).toBe(480);
  });

  it('answers nothing before the worker has written any', () => {
    expect(storedRenditionWidth({}, 720, any)).toBeUndefined();
  });
});
