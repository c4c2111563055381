// Where the CPU of the measured window went, from the V8 CPU profiles the services wrote at exit
// (`--cpu-prof`, through the run command's SERVICE_NODE_ARGS): only samples taken inside the
// window count (V8's profile clock and process.hrtime are both CLOCK_MONOTONIC), summed by where
// the code lives (a package, node's internals, the service) and by what it ran for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a function's code lives: `pg`, `fastify`, `node:internal`, `services/orders`, `(gc)`… */
function placeOf(node) {
  const { url, functionName } = node.callFrame;
  if (functionName === '(root)') return 'node: I/O and timers (no JS caller)';
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1];
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  const own = /\/(services\/[^/]+|packages\/[^/]+)\//.exec(url);
  return own ? own[1] : url;
}

const isOwnCode = (place) => !['node: internals', '(native)', '(program)', '(garbage collector)'].includes(place);
const frameName = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? ` ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where} [${placeOf(node)}]`;
};

/**
 * Sampled milliseconds between `fromUs` and `toUs` (idle left out): `byPlace` by where the running
 * code lives; `byCaller` and `byFunction` charge node's internals and native code to the nearest
 * package or service frame up the stack (a socket write to pino's sonic-boom, a deflate to the
 * compression plugin), which says what the time was spent for.
 */
export function summarizeProfile(profile, fromUs, toUs) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const owners = new Map();
  const ownerOf = (id) => {
    if (owners.has(id)) return owners.get(id);
    const parent = parents.get(id);
    const owner = isOwnCode(placeOf(nodes.get(id))) || parent === undefined ? nodes.get(id) : ownerOf(parent);
    owners.set(id, owner);
    return owner;
  };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const summary = { total: 0, byPlace: new Map(), byCaller: new Map(), byFunction: new Map() };
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < fromUs || t > toUs || ms <= 0) continue;
    const node = nodes.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') continue;
    summary.total += ms;
    const place = placeOf(node);
    add(summary.byPlace, place, ms);
    const owner = place === '(garbage collector)' ? node : ownerOf(node.id);
    add(summary.byCaller, placeOf(owner), ms);
    add(summary.byFunction, frameName(owner), ms);
  }
  return summary;
}

/**
 * Reads every `.cpuprofile` in `dir` (named CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile by
 * node) of a pid in `pidNames` (pid → service) and answers one summary per service (its threads
 * together), the window in microseconds of the monotonic clock.
 */
export function summarizeProfiles(dir, pidNames, fromUs, toUs) {
  const byService = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const service = pidNames.get(Number(file.split('.')[3]));
    if (!service) continue;
    const one = summarizeProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')), fromUs, toUs);
    const into = byService.get(service) ?? { total: 0, byPlace: new Map(), byCaller: new Map(), byFunction: new Map() };
    into.total += one.total;
    for (const key of ['byPlace', 'byCaller', 'byFunction'])
      for (const [name, ms] of one[key]) into[key].set(name, (into[key].get(name) ?? 0) + ms);
    byService.set(service, into);
  }
  return [...byService]
    .map(([service, summary]) => ({ service, ...summary }))
    .filter((summary) => summary.total > 0)
    .sort((a, b) => b.total - a.total);
}

/**
 * The lines the bench prints: per service, the shares of its sampled time, and those shares of
 * the CPU /proc measured for it per checkout (`cpuMsPerCheckout`): on a busy machine a sample also
 * spans time the process waited for a core, so the profile gives proportions, /proc the amount.
 */
export function profileLines(summaries, cpuMsPerCheckout, top = 8) {
  const lines = [];
  for (const { service, total, byPlace, byCaller, byFunction } of summaries) {
    const cpu = cpuMsPerCheckout[service] ?? 0;
    const share = (ms) => `${Math.round((ms / total) * 100)}% ≈ ${((ms / total) * cpu).toFixed(1)} ms`;
    const ranked = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    const list = (map) =>
      ranked(map, 8)
        .map(([name, ms]) => `${name} ${Math.round((ms / total) * 100)}%`)
        .join(', ');
    lines.push(
      `  ${service}: ${cpu.toFixed(1)} ms CPU per checkout (/proc); ${Math.round(total)} ms sampled in the window`,
    );
    lines.push(`    running in:  ${list(byPlace)}`);
    lines.push(`    for:         ${list(byCaller)}`);
    for (const [name, ms] of ranked(byFunction, top)) lines.push(`    ${share(ms).padStart(16)}  ${name}`);
  }
  // The node services together: each one's shares of its own /proc CPU, summed by package.
  const together = new Map();
  for (const { service, total, byCaller } of summaries)
    for (const [name, ms] of byCaller)
      together.set(name, (together.get(name) ?? 0) + (ms / total) * (cpuMsPerCheckout[service] ?? 0));
  lines.push('  the node services together, CPU ms per checkout by what it ran for:');
  for (const [name, ms] of [...together].sort((a, b) => b[1] - a[1]).slice(0, 16))
    lines.push(`    ${ms.toFixed(1).padStart(6)} ms  ${name}`);
  return lines;
}
