import { describe, expect, it } from 'vitest';
import { ctcDecode, LINE_HEIGHT, latinClasses, lineInput, MIN_LINE_WIDTH } from './scene-text-recognize.js';

/** Recognizer output of one-hot-ish steps: each step gives `sure` to its class and shares the rest. */
function steps(classes: number, picks: number[], sure = 0.9): Float32Array {
  const out = new Float32Array(picks.length * classes).fill((1 - sure) / (classes - 1));
  picks.forEach((pick, step) => {
    out[step * classes + pick] = sure;
  });
  return out;
}

describe('CTC decoding of a line', () => {
  const characters = ['a', 'b', '字', ' '];

  it('merges repeated classes and drops blanks, so a doubled letter needs a blank between', () => {
    const decoded = ctcDecode(steps(5, [1, 1, 0, 1, 2, 2, 0, 4, 2]), 9, 5, characters);
    expect(decoded.map((char) => char.char).join('')).toBe('aab b');
    expect(decoded.map((char) => char.step)).toEqual([0, 3, 4, 7, 8]);
    expect(decoded[0]?.probability).toBeCloseTo(0.9);
  });

  it('lets only Latin characters compete with a Latin set: a shape read as a CJK sign gives its Latin runner-up', () => {
    const probabilities = steps(5, [3]);
    probabilities[2] = 0.06; // 'b' is the likeliest Latin character
    const allowed = latinClasses(characters);
    expect(allowed).toEqual([0, 1, 2, 4]);
    expect(ctcDecode(probabilities, 1, 5, characters).map((char) => char.char)).toEqual(['字']);
    const latin = ctcDecode(probabilities, 1, 5, characters, allowed);
    expect(latin.map((char) => char.char)).toEqual(['b']);
    expect(latin[0]?.probability).toBeCloseTo(0.06);
  });
});

describe('cutting a line out for the recognizer', () => {
  it('scales the line to 48 px high, keeps its proportions and pads it to 320 px with mid-grey', () => {
    // 200 × 40 white image, the line its left half: black.
    const width = 200;
    const height = 40;
    const rgb = Buffer.alloc(width * height * 3, 255);
    for (let y = 0; y < height; y++) rgb.fill(0, y * width * 3, (y * width + 100) * 3);
    const rect = { origin: { x: 0, y: 0 }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, width: 200, height: 40 };
    const input = lineInput({ width, height, rgb }, rect);
    expect(input.width).toBe(240);
    expect(input.paddedWidth).toBe(MIN_LINE_WIDTH);
    expect(input.data).toHaveLength(3 * LINE_HEIGHT * MIN_LINE_WIDTH);
    const at = (plane: number, row: number, column: number) =>
      input.data[plane * LINE_HEIGHT * MIN_LINE_WIDTH + row * MIN_LINE_WIDTH + column];
    expect(at(0, 24, 10)).toBeCloseTo(-1); // black
    expect(at(2, 24, 200)).toBeCloseTo(1); // white
    expect(at(1, 24, 300)).toBe(0); // padding
  });
});
