import { describe, expect, it } from 'vitest';
import { parseReplicas } from './replicas.js';

describe('--replicas', () => {
  it('is undefined without the flag, and the preset alone', () => {
    expect(parseReplicas([])).toBeUndefined();
    expect(parseReplicas(['--replicas'])).toEqual({
      services: { gateway: 2, catalog: 2, orders: 2, payments: 2 },
      workers: 3,
    });
  });

  it('reads a list after = or as the next argument', () => {
    expect(parseReplicas(['--replicas=catalog=3'])).toEqual({ services: { catalog: 3 }, workers: undefined });
    expect(parseReplicas(['--replicas', 'ocr-worker=2'])).toEqual({ services: {}, workers: 2 });
  });

  it('names an unknown service or a bad count', () => {
    expect(() => parseReplicas(['--replicas=mail=2'])).toThrow('unknown service "mail"');
    expect(() => parseReplicas(['--replicas=catalog=10'])).toThrow('catalog needs a whole number from 1 to 9');
  });
});
