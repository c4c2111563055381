import { describe, expect, it } from 'vitest';
import { startProcess } from './process.js';
import { waitReady } from './wait-ready.js';

describe('waitReady', () => {
  it('fails as soon as the service exits, with its last lines, not when the timeout runs out', async () => {
    const child = startProcess({
      name: 'broken',
      command: process.execPath,
      args: ['-e', 'console.error("DATABASE_URL is missing"); process.exit(1)'],
    });
    const started = Date.now();
    // Port 9 (discard) answers nothing: only the exit can end the wait early.
    await expect(waitReady('broken', 'http://127.0.0.1:9/readyz', child, 60_000)).rejects.toThrow(
      /broken exited before it was ready:\nDATABASE_URL is missing/,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
