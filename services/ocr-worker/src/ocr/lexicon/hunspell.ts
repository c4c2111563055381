import { loadModule } from 'hunspell-asm';

type HunspellFactory = Awaited<ReturnType<typeof loadModule>>;

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
