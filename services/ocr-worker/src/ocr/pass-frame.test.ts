import { describe, expect, it } from 'vitest';
import { boxInRaster, scaleBox, wholeFrame } from './pass-frame.js';

describe('placing a word read in a pass image', () => {
  it('keeps a box of an uncut, unturned pass', () => {
    const box = { left: 10, top: 20, right: 110, bottom: 60 };
    expect(boxInRaster(box, wholeFrame(800, 600))).toEqual(box);
  });

  it('adds back the crop offset', () => {
    const frame = { left: 40, top: 100, width: 300, height: 80, rotateDegrees: 0, turnedWidth: 300, turnedHeight: 80 };
    expect(boxInRaster({ left: 10, top: 5, right: 60, bottom: 45 }, frame)).toEqual({
      left: 50,
      top: 105,
      right: 100,
      bottom: 145,
    });
  });

  it('turns a box back from a turned pass: a quarter turn maps the top-right corner to the top-left', () => {
    // A 200x100 window turned 90° clockwise is 100x200; its top-right 10x20 corner came from the
    // window's top-left 20x10 corner.
    const frame = { left: 0, top: 0, width: 200, height: 100, rotateDegrees: 90, turnedWidth: 100, turnedHeight: 200 };
    const back = boxInRaster({ left: 90, top: 0, right: 100, bottom: 20 }, frame);
    expect(back.left).toBeCloseTo(0);
    expect(back.top).toBeCloseTo(0);
    expect(back.right).toBeCloseTo(20);
    expect(back.bottom).toBeCloseTo(10);
  });

  it('holds a word turned by a small angle inside the box around it', () => {
    const frame = { left: 0, top: 0, width: 400, height: 100, rotateDegrees: 8, turnedWidth: 410, turnedHeight: 155 };
    const back = boxInRaster({ left: 100, top: 60, right: 300, bottom: 95 }, frame);
    expect(back.right - back.left).toBeGreaterThan(200);
    expect(back.bottom - back.top).toBeGreaterThan(35);
  });

  it("scales to the original's pixels, rounding outwards and staying inside it", () => {
    expect(scaleBox({ left: 10.2, top: 5.5, right: 100.1, bottom: 40 }, 2, { width: 1000, height: 1000 })).toEqual({
      x: 20,
      y: 11,
      width: 181,
      height: 69,
    });
    expect(scaleBox({ left: -3, top: 0, right: 600, bottom: 10 }, 2, { width: 1000, height: 500 })).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 20,
    });
  });
});
