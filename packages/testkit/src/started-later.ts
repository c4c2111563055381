/**
 * What a test file's beforeAll starts, handed out before it starts: a stand-in that reads through to
 * `get()` at each use, so the file's tests and hooks name it directly. Reading it before beforeAll
 * ran (or after a failed start) throws, naming `what`.
 */
export function startedLater<T extends object>(what: string, get: () => T | undefined): T {
  const started = (): T => {
    const target = get();
    if (!target) throw new Error(`${what} is read before the file's beforeAll started it`);
    return target;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const target = started();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    // So `{ ...it }`, `key in it` and Object.keys(it) read the started value too.
    has: (_target, key) => Reflect.has(started(), key),
    ownKeys: () => Reflect.ownKeys(started()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(started(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
