import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPortAllocator, freePort, portAnswers, waitForPortClosed } from './ports.js';

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

describe('a port allocator', () => {
  let folder: string;
  let holder: ChildProcess | undefined;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ports-test-'));
  });
  afterEach(async () => {
    holder?.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it('hands out ports below the range the kernel gives outgoing connections', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(1024);
    expect(port).toBeLessThan(32_768);
  });

  it('never hands out a port another living process holds, and takes over one a gone process held', async () => {
    // Ports no other test uses: the allocator's own folder keeps this apart from real reservations.
    const range = { first: 23_990, last: 23_992 };
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    await writeFile(join(folder, '23990'), String(holder.pid));
    await writeFile(join(folder, '23991'), String(gone.pid));
    await writeFile(join(folder, '23992'), String(holder.pid));
    const allocate = createPortAllocator({ range, reservations: folder });
    expect(await allocate()).toBe(23_991);
    expect(await readFile(join(folder, '23991'), 'utf8')).toBe(String(process.pid));
    await expect(allocate()).rejects.toThrow('no free port between 23990 and 23992');
  });

  it('passes over a port something already listens on', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(23_993, '127.0.0.1', resolve));
    try {
      const allocate = createPortAllocator({ range: { first: 23_993, last: 23_994 }, reservations: folder });
      expect(await allocate()).toBe(23_994);
    } finally {
      server.close();
    }
  });
});
