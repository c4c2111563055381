import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const KEPT_LOG_LINES = 400;

/** A child process the tests own: its recent output is kept for failure messages, and it is always stopped. */
export interface ManagedProcess {
  readonly name: string;
  readonly pid: number | undefined;
  /** The last lines it wrote on stdout and stderr. */
  readonly lines: string[];
  isRunning(): boolean;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
  /** Sends `signal`, then SIGKILL after `graceMs` if it is still running; resolves once it exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  recentOutput(count?: number): string;
}

export interface StartProcessOptions extends Pick<SpawnOptions, 'env' | 'cwd' | 'uid' | 'gid'> {
  name: string;
  command: string;
  args: string[];
  /** Called with every complete line it writes. */
  onLine?: ((line: string) => void) | undefined;
  /**
   * In a process group of its own, so the Ctrl-C a terminal sends to its foreground group reaches
   * only the caller, which stops it in its turn with one signal (the run command). It is sent
   * SIGTERM when the caller exits first.
   */
  isDetached?: boolean | undefined;
}

/** Detached children still running: outside our process group, nothing else stops them when we exit. */
const detachedChildren = new Set<ChildProcess>();
let isExitHookInstalled = false;

function stopWhenWeExit(child: ChildProcess): void {
  // One listener for all of them (a run with replicas has a dozen).
  if (!isExitHookInstalled) {
    isExitHookInstalled = true;
    process.once('exit', () => {
      for (const running of detachedChildren) running.kill('SIGTERM');
    });
  }
  detachedChildren.add(child);
}

export function startProcess(options: StartProcessOptions): ManagedProcess {
  const child: ChildProcess = spawn(options.command, options.args, {
    env: options.env,
    cwd: options.cwd,
    uid: options.uid,
    gid: options.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.isDetached ?? false,
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      partial += chunk;
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) if (line) options.onLine?.(line);
      lines.push(...complete.filter(Boolean));
      if (lines.length > KEPT_LOG_LINES) lines.splice(0, lines.length - KEPT_LOG_LINES);
    });
  }
  let hasExited = false;
  if (options.isDetached) stopWhenWeExit(child);
  const exit = new Promise<void>((resolve) => {
    const exited = () => {
      hasExited = true;
      detachedChildren.delete(child);
      resolve();
    };
    child.once('exit', exited);
    child.once('error', (error) => {
      lines.push(`spawn error: ${error.message}`);
      exited();
    });
  });

  return {
    name: options.name,
    pid: child.pid,
    lines,
    isRunning: () => !hasExited,
    exited: () => exit,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (hasExited) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
    recentOutput(count = 40) {
      return lines.slice(-count).join('\n');
    },
  };
}
