// Preloaded (node --import) into a process that must never reach the network: any connection
// to a host other than loopback throws, and DNS lookups and fetch fail.
import dns from 'node:dns';
import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] };
  if (!options.path && !LOOPBACK.has(options.host ?? 'localhost')) {
    throw new Error(`network access blocked: ${options.host}:${options.port}`);
  }
  return originalConnect.apply(this, args);
};
dns.lookup = (hostname, options, callback) => {
  const done = typeof options === 'function' ? options : callback;
  globalThis.process.nextTick(() => done(new Error(`network access blocked: lookup ${hostname}`)));
};
globalThis.fetch = async (input) => {
  throw new Error(`network access blocked: fetch ${String(input)}`);
};
