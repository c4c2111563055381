import { sleep } from './shop-stack.mjs';

/** Resident memory (MB) of the stack's processes `names` while `work` runs: before, and the highest seen. */
export async function sampled(stack, names, work) {
  const before = stack.memory();
  const peak = { ...before };
  let running = true;
  const sampler = (async () => {
    while (running) {
      const now = stack.memory();
      for (const name of names) peak[name] = Math.max(peak[name] ?? 0, now[name] ?? 0);
      await sleep(100);
    }
  })();
  try {
    return {
      result: await work(),
      memory: Object.fromEntries(names.map((n) => [n, { before: before[n], peak: peak[n] }])),
    };
  } finally {
    running = false;
    await sampler;
  }
}

/** "gateway 120→140 MB (+20), …" */
export const memoryLine = (memory) =>
  Object.entries(memory)
    .map(([name, { before, peak }]) => `${name} ${before}→${peak} MB (+${peak - before})`)
    .join(', ');
