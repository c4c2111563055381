import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portAnswers, waitForPortClosed } from './ports.js';

describe('ports', () => {
  it('finds a port nothing listens on, and sees one that answers until it closes', async () => {
    const port = await freePort();
    expect(await portAnswers(port)).toBe(false);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect(await portAnswers(port)).toBe(true);
    server.close();
    await waitForPortClosed(port, 'the test server to close', 5000);
  });

  it('never hands out the same port twice, though the OS may offer a just-closed one again', async () => {
    // 200 in a row: the OS gave a gateway's PORT again as its METRICS_PORT in one CI run.
    const ports = [];
    for (let index = 0; index < 200; index++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
