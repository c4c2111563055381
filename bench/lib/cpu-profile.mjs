// Preloaded with NODE_OPTIONS=--import (Node 20 refuses --cpu-prof there): profiles this process
// with V8's sampler from start to exit and writes a .cpuprofile (Chrome DevTools' format) into
// CPU_PROFILE_DIR, as --cpu-prof would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // A session on this thread answers synchronously, so the profile is written before the exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `CPU.${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
