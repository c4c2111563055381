import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a data store we start keeps its data: a folder kept between runs, or a temporary one. */
export interface ServerFolder {
  dir: string;
  isTemporary: boolean;
  /**
   * Stops the server for good. A temporary one is killed (its data does not matter) and its folder
   * removed; a kept one is stopped cleanly so its data survives.
   */
  destroy(kill: () => Promise<void>, stop: () => Promise<void>): Promise<void>;
}

export function serverFolder(dir: string | undefined, prefix: string): ServerFolder {
  const isTemporary = dir === undefined;
  const folder = dir ?? mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(folder, { recursive: true });
  return {
    dir: folder,
    isTemporary,
    async destroy(kill, stop) {
      if (!isTemporary) return stop();
      await kill();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
