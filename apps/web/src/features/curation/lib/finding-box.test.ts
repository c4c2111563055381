import { describe, expect, it } from 'vitest';
import { boxPercent } from './finding-box';

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
