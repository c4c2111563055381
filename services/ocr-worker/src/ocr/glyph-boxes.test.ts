import { describe, expect, it } from 'vitest';
import type { DecodedImage } from './decode.js';
import { glyphBoxes, otsuThreshold } from './glyph-boxes.js';
import { drawnImage, ring, solid } from '../testing/drawn-glyphs.js';

describe('the letters of a word as pieces of ink', () => {
  it("splits dark letters on a light ground, counts an i's dot as no letter, and tells a ring from a bar", () => {
    const image = drawnImage(200, 80, 230, [
      ring({ left: 20, top: 20, right: 60, bottom: 60 }, 6, 30),
      solid({ left: 80, top: 30, right: 88, bottom: 60 }, 30),
      solid({ left: 80, top: 18, right: 88, bottom: 25 }, 30),
      solid({ left: 110, top: 20, right: 150, bottom: 60 }, 30),
    ]);
    const glyphs = glyphBoxes(image, { left: 10, top: 10, right: 160, bottom: 70 });
    expect(glyphs).toEqual([
      { left: 20, top: 20, right: 60, bottom: 60, ring: true },
      { left: 80, top: 30, right: 88, bottom: 60, ring: false },
      { left: 110, top: 20, right: 150, bottom: 60, ring: false },
    ]);
  });

  it('finds light letters on a dark ground as well', () => {
    const image = drawnImage(120, 80, 20, [ring({ left: 20, top: 20, right: 60, bottom: 60 }, 6, 240)]);
    expect(glyphBoxes(image, { left: 10, top: 10, right: 100, bottom: 70 })).toEqual([
      { left: 20, top: 20, right: 60, bottom: 60, ring: true },
    ]);
  });

  it("keeps the letter the box cuts through and leaves out a neighbour's whose middle lies outside it", () => {
    const image = drawnImage(240, 80, 230, [
      solid({ left: 20, top: 20, right: 50, bottom: 60 }, 30),
      solid({ left: 70, top: 20, right: 100, bottom: 60 }, 30),
      solid({ left: 115, top: 20, right: 145, bottom: 60 }, 30),
    ]);
    // The box starts inside the first letter and ends inside the third, past its middle but one.
    const glyphs = glyphBoxes(image, { left: 30, top: 10, right: 125, bottom: 70 });
    expect(glyphs.map((glyph) => glyph.left)).toEqual([20, 70]);
  });

  it('takes pieces of one letter across the line for one (a broken stroke)', () => {
    const image = drawnImage(120, 80, 230, [
      solid({ left: 40, top: 20, right: 60, bottom: 38 }, 30),
      solid({ left: 42, top: 42, right: 60, bottom: 60 }, 30),
    ]);
    expect(glyphBoxes(image, { left: 10, top: 10, right: 100, bottom: 70 })).toEqual([
      { left: 40, top: 20, right: 60, bottom: 60, ring: false },
    ]);
  });

  it('drops specks and keeps nothing of an empty box', () => {
    const image = drawnImage(120, 80, 230, [solid({ left: 50, top: 40, right: 52, bottom: 42 }, 30)]);
    expect(glyphBoxes(image, { left: 10, top: 10, right: 100, bottom: 70 })).toEqual([]);
    expect(glyphBoxes(image, { left: 10, top: 10, right: 12, bottom: 70 })).toEqual([]);
  });

  it('reads colour images by their grey levels', () => {
    const grey = drawnImage(120, 80, 230, [ring({ left: 20, top: 20, right: 60, bottom: 60 }, 6, 30)]);
    const rgb: DecodedImage = {
      width: grey.width,
      height: grey.height,
      channels: 3,
      pixels: Buffer.from([...grey.pixels].flatMap((value) => [value, value, value])),
    };
    expect(glyphBoxes(rgb, { left: 10, top: 10, right: 100, bottom: 70 })).toEqual(
      glyphBoxes(grey, { left: 10, top: 10, right: 100, bottom: 70 }),
    );
  });

  it("splits two grey levels between them (Otsu's threshold)", () => {
    const values = new Uint8Array([...Array<number>(50).fill(40), ...Array<number>(50).fill(200)]);
    const threshold = otsuThreshold(values);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(200);
  });
});
