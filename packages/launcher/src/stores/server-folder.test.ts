import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFolder } from './server-folder.js';

describe('serverFolder', () => {
  it('kills a throwaway server and removes its temporary folder', async () => {
    const folder = serverFolder(undefined, 'testkit-folder-');
    const calls: string[] = [];
    await folder.destroy(
      async () => void calls.push('kill'),
      async () => void calls.push('stop'),
    );
    expect(folder.isTemporary).toBe(true);
    expect(calls).toEqual(['kill']);
    expect(existsSync(folder.dir)).toBe(false);
  });

  it('stops a server with a kept folder cleanly and keeps its data', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'testkit-kept-')), 'redis');
    const folder = serverFolder(dir, 'unused-');
    const calls: string[] = [];
    await folder.destroy(
      async () => void calls.push('kill'),
      async () => void calls.push('stop'),
    );
    expect(calls).toEqual(['stop']);
    expect(existsSync(dir)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});
