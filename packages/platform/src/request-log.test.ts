import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerWithoutLogLine } from './request-log.js';
import { createServer, type AppInstance } from './server.js';

// One log line per request, with what operators follow a request by.

const lines: Record<string, unknown>[] = [];
let app: AppInstance;

beforeAll(async () => {
  app = createServer({
    service: 'test',
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
  });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/counted-elsewhere', async (request) => {
    answerWithoutLogLine(request);
    return { ok: true };
  });
  app.get('/quiet-but-broken', async (request) => {
    answerWithoutLogLine(request);
    throw new Error('still said');
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
});

afterAll(() => app.close());

beforeEach(() => {
  lines.length = 0;
});

function linesOf(reqId: string): Record<string, unknown>[] {
  return lines.filter((line) => line.reqId === reqId);
}

describe('request log', () => {
  it('writes one line per request: method, url, status, response time and the request id', async () => {
    const answer = await app.inject({ method: 'GET', url: '/things/7?x=1', headers: { 'x-request-id': 'abc-123' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('abc-123');
    const mine = linesOf('abc-123');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'abc-123',
      req: { method: 'GET', url: '/things/7?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]?.responseTime).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('logs a 404 once, with its status', async () => {
    await app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'nf-1' } });
    expect(linesOf('nf-1')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } })]);
  });

  it('keeps the error line of a failure next to its completion line', async () => {
    await app.inject({ method: 'GET', url: '/broken', headers: { 'x-request-id': 'err-1' } });
    expect(linesOf('err-1').map((line) => [line.level, line.msg])).toEqual([
      [50, 'unhandled error'],
      [30, 'request completed'],
    ]);
  });

  it('writes nothing for health checks and metrics at info', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/readyz' });
    await app.inject({ method: 'GET', url: '/metrics' });
    expect(lines).toEqual([]);
  });
});

describe('answers marked as counted elsewhere', () => {
  it('write no completion line, while a failure among them is still logged', async () => {
    await app.inject({ method: 'GET', url: '/counted-elsewhere', headers: { 'x-request-id': 'quiet-1' } });
    expect(linesOf('quiet-1')).toEqual([]);
    await app.inject({ method: 'GET', url: '/quiet-but-broken', headers: { 'x-request-id': 'quiet-2' } });
    expect(linesOf('quiet-2').map((line) => line.level)).toContain(50);
  });
});

describe('a service behind the gateway (plain answers at debug)', () => {
  const behind: Record<string, unknown>[] = [];
  let service: AppInstance;

  beforeAll(async () => {
    service = createServer({
      service: 'behind',
      logger: pino({ level: 'debug' }, { write: (line: string) => void behind.push(JSON.parse(line)) }),
      answeredLevel: 'debug',
    });
    service.get('/fine', async () => ({ ok: true }));
    service.get('/refused', async (_request, reply) => reply.code(409).send({ error: 'conflict', message: 'no' }));
    await service.ready();
  });

  afterAll(() => service.close());

  const levelsOf = (reqId: string) =>
    behind.filter((line) => line.reqId === reqId && line.msg === 'request completed').map((line) => line.level);

  it('writes a plain answer at debug, which the gateway’s info line already records', async () => {
    await service.inject({ method: 'GET', url: '/fine', headers: { 'x-request-id': 'behind-1' } });
    expect(levelsOf('behind-1')).toEqual([20]);
  });

  it('writes a refusal and a missing route at info', async () => {
    await service.inject({ method: 'GET', url: '/refused', headers: { 'x-request-id': 'behind-2' } });
    await service.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'behind-3' } });
    expect(levelsOf('behind-2')).toEqual([30]);
    expect(levelsOf('behind-3')).toEqual([30]);
  });
});
