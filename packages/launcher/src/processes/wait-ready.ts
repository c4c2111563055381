import type { ManagedProcess } from './process.js';
import { waitFor } from './wait-for.js';

/**
 * Resolves once `readyUrl` (a service's /readyz) answers 2xx; fails with the process's last lines
 * if it exits first or time runs out.
 */
export async function waitReady(
  name: string,
  readyUrl: string,
  child: ManagedProcess,
  timeoutMs: number,
): Promise<void> {
  await waitFor(
    async () => {
      if (!child.isRunning()) throw new Error(`${name} exited:\n${child.recentOutput()}`);
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(3000) });
      return response.ok;
    },
    { timeoutMs, intervalMs: 200, what: `${name} to be ready at ${readyUrl}` },
  ).catch((error: unknown) => {
    throw new Error(`${name} did not become ready:\n${child.recentOutput()}`, { cause: error });
  });
}
