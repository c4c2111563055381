import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OCR_WORKER_NODE_FLAGS, REPO_ROOT } from './types.js';

describe('the OCR worker’s node flags', () => {
  it('are the flags of its image’s CMD, so the run command measures and runs what is deployed', () => {
    const dockerfile = readFileSync(resolve(REPO_ROOT, 'services/ocr-worker/Dockerfile'), 'utf8');
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    const parts = JSON.parse(cmd ?? '[]') as string[];
    expect(parts[0]).toBe('node');
    expect(parts.at(-1)).toBe('dist/main.js');
    expect(parts.slice(1, -1)).toEqual(OCR_WORKER_NODE_FLAGS);
    expect(OCR_WORKER_NODE_FLAGS).toContain('--no-incremental-marking-task');
  });
});
