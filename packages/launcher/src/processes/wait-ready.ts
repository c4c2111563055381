import type { ManagedProcess } from './process.js';
import { waitFor } from './wait-for.js';

/**
 * Resolves once `readyUrl` (a service's /readyz) answers 2xx; fails with the process's last lines
 * as soon as it exits (a service that cannot start must not leave the run command waiting out the
 * whole timeout), or when time runs out.
 */
export async function waitReady(
  name: string,
  readyUrl: string,
  child: ManagedProcess,
  timeoutMs: number,
): Promise<void> {
  const outcome = await waitFor(
    async () => {
      if (!child.isRunning()) return 'exited' as const;
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(3000) });
      return response.ok ? ('ready' as const) : false;
    },
    { timeoutMs, intervalMs: 200, what: `${name} to be ready at ${readyUrl}` },
  ).catch((error: unknown) => {
    throw new Error(`${name} did not become ready:\n${child.recentOutput()}`, { cause: error });
  });
  if (outcome === 'exited') throw new Error(`${name} exited before it was ready:\n${child.recentOutput()}`);
}
