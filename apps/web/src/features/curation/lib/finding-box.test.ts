import { describe, expect, it } from 'vitest';
import { boxPercent, isNearBottom, letterboxPercent } from './finding-box';

describe('boxPercent', () => {
  it('scales a box in original pixels to percentages of the image', () => {
    expect(boxPercent({ x: 100, y: 50, width: 200, height: 25 }, 1000, 500)).toEqual({
      left: '10%',
      top: '10%',
      width: '20%',
      height: '5%',
    });
  });

  it('clips a box that runs past the edge and draws nothing without dimensions', () => {
    expect(boxPercent({ x: 900, y: 0, width: 300, height: 500 }, 1000, 500)).toMatchObject({
      width: '10%',
      height: '100%',
    });
    expect(boxPercent({ x: 0, y: 0, width: 1, height: 1 }, null, 500)).toBeNull();
  });
});

describe('letterboxPercent', () => {
  it('centres a wide image across the square frame and a tall one down it', () => {
    expect(letterboxPercent(1920, 1080)).toEqual({ left: '0%', top: '21.875%', width: '100%', height: '56.25%' });
    expect(letterboxPercent(500, 1000)).toEqual({ left: '25%', top: '0%', width: '50%', height: '100%' });
    expect(letterboxPercent(512, 512)).toEqual({ left: '0%', top: '0%', width: '100%', height: '100%' });
    // The card's 4:3 frame.
    expect(letterboxPercent(1920, 1080, 4 / 3)).toEqual({ left: '0%', top: '12.5%', width: '100%', height: '75%' });
    expect(letterboxPercent(512, 512, 4 / 3)).toEqual({ left: '12.5%', top: '0%', width: '75%', height: '100%' });
  });

  it('has no frame without dimensions', () => {
    expect(letterboxPercent(null, 512)).toBeNull();
    expect(letterboxPercent(512, 0)).toBeNull();
  });
});

describe('isNearBottom', () => {
  it('tells a box ending in the lowest eighth of the image, where a label below would leave it', () => {
    expect(isNearBottom({ y: 900, height: 60 }, 1000)).toBe(true);
    expect(isNearBottom({ y: 400, height: 100 }, 1000)).toBe(false);
  });
});
