import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './ports.js';
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer.js';

const servers: Server[] = [];
const balancers: TcpBalancer[] = [];
afterEach(async () => {
  await Promise.all(balancers.splice(0).map((balancer) => balancer.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function replica(name: string): Promise<number> {
  const server = createServer((request, response) => {
    request.resume();
    response.setHeader('connection', 'close');
    response.end(name);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const ask = async (url: string) => (await fetch(url, { method: 'POST', body: 'payload' })).text();

describe('startTcpBalancer', () => {
  it('spreads connections over the replicas', async () => {
    const balancer = await startTcpBalancer([await replica('one'), await replica('two')]);
    balancers.push(balancer);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ask(balancer.url));
    expect(new Set(answers)).toEqual(new Set(['one', 'two']));
  });

  it('skips a replica that refuses connections', async () => {
    const balancer = await startTcpBalancer([await freePort(), await replica('living')]);
    balancers.push(balancer);
    for (let i = 0; i < 6; i++) expect(await ask(balancer.url)).toBe('living');
  });
});
