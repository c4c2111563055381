import { connect } from 'node:net';
import { waitFor } from '@shop/testkit';

export async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port: number, what: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(() => portAnswers(port), { timeoutMs, intervalMs: 100, what });
}

export async function waitForPortClosed(port: number, what: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(async () => !(await portAnswers(port)), { timeoutMs, intervalMs: 100, what });
}
