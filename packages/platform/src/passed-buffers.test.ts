import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_EVERY_BYTES, countPassedBytes, notePassedBytes, passedBytesCounter } from './passed-buffers.js';

// Only this module forces a collection in this process: a forced young-generation collection
// seen here is one it made.
let forcedMinors = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const detail = (entry as PerformanceEntry & { detail: { kind: number; flags: number } }).detail;
    if (
      detail.kind === constants.NODE_PERFORMANCE_GC_MINOR &&
      detail.flags & constants.NODE_PERFORMANCE_GC_FLAGS_FORCED
    )
      forcedMinors += 1;
  }
});

/** Resolves once `count` forced minor collections have been reported; fails after a few seconds. */
async function forcedMinorsReach(count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (forcedMinors < count) {
    if (Date.now() > deadline) throw new Error(`${forcedMinors} forced minor collections, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const BODY_BYTES = COLLECT_EVERY_BYTES + 4 * 1024 * 1024;
let server: Server;
let origin: string;

beforeAll(async () => {
  observer.observe({ entryTypes: ['gc'] });
  const chunk = Buffer.alloc(1024 * 1024, 7);
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-length': String(BODY_BYTES) });
    let left = BODY_BYTES / chunk.length;
    const pump = () => {
      while (left > 0) {
        left -= 1;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  observer.disconnect();
  await new Promise((resolve) => server.close(resolve));
});

describe('bytes passed on', () => {
  it('call for a collection once every so many bytes, not before, whatever the chunks', () => {
    let collections = 0;
    const note = passedBytesCounter(() => (collections += 1), 1000);
    note(999);
    expect(collections).toBe(0);
    note(1);
    expect(collections).toBe(1);
    for (let chunk = 0; chunk < 9; chunk += 1) note(250);
    expect(collections).toBe(3);
    note(5000);
    expect(collections).toBe(4);
  });

  it('collect the young generation of this process (a forced minor collection is reported)', async () => {
    const before = forcedMinors;
    notePassedBytes(COLLECT_EVERY_BYTES);
    await forcedMinorsReach(before + 1);
  });

  it('are counted for an answer read through a dispatcher composed with countPassedBytes, its body intact', async () => {
    const before = forcedMinors;
    const dispatcher = new Agent().compose(countPassedBytes);
    try {
      const { statusCode, body } = await request(origin, { dispatcher });
      let bytes = 0;
      let isIntact = true;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        isIntact &&= chunk.every((byte) => byte === 7);
      }
      expect(statusCode).toBe(200);
      expect(bytes).toBe(BODY_BYTES);
      expect(isIntact).toBe(true);
      await forcedMinorsReach(before + 1);
    } finally {
      await dispatcher.close();
    }
  });
});
