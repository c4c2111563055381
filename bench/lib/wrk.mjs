// wrk (Debian's package) as a load generator in its own process, so its CPU is counted apart from
// the shop's; the same figures bench/http/bench-listing.mjs reads.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOf } from './shop-stack.mjs';

export function ensureWrk(log) {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk --version exits 1 after printing its version: only a missing binary is ENOENT.
    if (error.code !== 'ENOENT') return;
    log('wrk is missing: apt-get install -y wrk');
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  }
}

/** wrk's latency figures in milliseconds ("850.00us", "12.34ms", "1.20s"). */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

const PACED_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'paced.lua');

/**
 * Runs wrk once; answers its figures and the CPU seconds it used (sampled until it exits). With
 * `rate` (requests/s offered by all connections together) each connection is paced by
 * paced.lua instead of sending its next request as soon as the last is answered, so p99 shows the
 * service's latency at that load rather than the queue of a saturated machine.
 */
export function wrk(url, { seconds, connections, threads = 1, headers = [], rate }) {
  const paced = rate ? ['-s', PACED_SCRIPT] : [];
  const pacedArgs = rate ? ['--', String((connections * 1000) / rate)] : [];
  return new Promise((resolveRun, reject) => {
    const child = spawn('wrk', [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '--timeout',
      '10s',
      ...headers.flatMap((header) => ['-H', header]),
      ...paced,
      url,
      ...pacedArgs,
    ]);
    let output = '';
    let cpu = 0;
    const sampler = setInterval(() => {
      cpu = cpuSecondsOf(child.pid) ?? cpu;
    }, 100);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${output}`));
      resolveRun({
        output,
        requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? Number.NaN),
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
        p50: toMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? ''),
        p99: toMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? ''),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
        errors: /Socket errors: (.*)/.exec(output)?.[1] ?? 'none',
        wrkCpuSeconds: cpu,
      });
    });
  });
}
