import type { z } from 'zod';
import type { SettingsRepository } from './settings.repository.js';

/**
 * One settings row read through its schema: the shop's identity, seller details, time zone,
 * homepage layout and watermark are each a small document under one key. A row that is missing,
 * or that no longer parses (saved by an older release, edited by hand), reads as undefined, so
 * each service says its own default instead of failing.
 */
export interface SettingsRecord<T> {
  read(): Promise<T | undefined>;
  write(value: T): Promise<void>;
}

export function settingsRecord<S extends z.ZodType>(
  settings: SettingsRepository,
  key: string,
  schema: S,
): SettingsRecord<z.output<S>> {
  return {
    async read() {
      const parsed = schema.safeParse(await settings.get(key));
      return parsed.success ? parsed.data : undefined;
    },
    async write(value) {
      await settings.put(key, value);
    },
  };
}
