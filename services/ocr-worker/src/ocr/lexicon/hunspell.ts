import { readFileSync } from 'node:fs';
import { loadModule } from 'hunspell-asm';

export type HunspellFactory = Awaited<ReturnType<typeof loadModule>>;

/**
 * hunspell-asm's Emscripten runtime hooks the process's uncaughtException (rethrowing, which
 * prints its whole source) and unhandledRejection events when it loads; the service has handlers
 * of its own, so whatever it added is taken off again.
 */
async function withoutProcessHandlers<T>(load: () => Promise<T>): Promise<T> {
  const exceptionHandlers = new Set(process.listeners('uncaughtException'));
  const rejectionHandlers = new Set(process.listeners('unhandledRejection'));
  try {
    return await load();
  } finally {
    for (const handler of process.listeners('uncaughtException'))
      if (!exceptionHandlers.has(handler)) process.removeListener('uncaughtException', handler);
    for (const handler of process.listeners('unhandledRejection'))
      if (!rejectionHandlers.has(handler)) process.removeListener('unhandledRejection', handler);
  }
}

let factory: Promise<HunspellFactory> | undefined;

/** The Hunspell engine in WebAssembly, loaded once per process: every language's checker lives in it. */
export function loadHunspell(): Promise<HunspellFactory> {
  factory ??= withoutProcessHandlers(loadModule);
  return factory;
}

/** A language's Hunspell checker: `spell` answers for one word as written. */
export interface HunspellChecker {
  spell(word: string): boolean;
}

/**
 * The checker of a `dictionary-<language>` package, read from its files. The files are mounted
 * into the engine's file system only while the checker is built, then unmounted: Hunspell keeps
 * its own tables, and the mounted copies (and the package's module-level buffers, which an import
 * would keep for the process's life) were some 20 MB for the five context languages alone.
 */
export function hunspellChecker(factory: HunspellFactory, language: string): HunspellChecker {
  const file = (name: string) => readFileSync(new URL(name, import.meta.resolve(`dictionary-${language}`)));
  const aff = factory.mountBuffer(file('index.aff'), `${language}.aff`);
  const dic = factory.mountBuffer(file('index.dic'), `${language}.dic`);
  try {
    return factory.create(aff, dic);
  } finally {
    factory.unmount(aff);
    factory.unmount(dic);
  }
}
