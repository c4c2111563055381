import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// No circles, imports point one way. eslint.config.js runs `import-x/no-cycle` in every
// workspace's lint; these tests show it bites with the repository's own config, and that the
// folders whose circles were broken stay without one, type-only imports counted too.

const ROOT = resolve(import.meta.dirname, '../../..');
/** The folders the issue found circles in, and the service whose repositories made each other. */
const CYCLE_PRONE = ['packages/contracts/src', 'services/ocr-worker/src/ocr', 'services/orders/src'];
/** Every workspace's code, for the check that counts type-only imports. */
const WORKSPACE_CODE = [
  'apps/web/src',
  ...['packages', 'services'].flatMap((parent) =>
    readdirSync(join(ROOT, parent)).map((name) => `${parent}/${name}/src`),
  ),
  'deploy/src',
  'resilience/src',
  'stack-tests/src',
  'e2e',
  'bench',
  'scripts',
];

/** ESLint with the repository's config, running the cycle rule only (without type information, which it needs not). */
function cycleLinter(): ESLint {
  return new ESLint({
    cwd: ROOT,
    overrideConfigFile: join(ROOT, 'eslint.config.js'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
    // A test file is imported by nothing, so it closes no circle; the config leaves it out too.
    ignorePatterns: ['**/*.test.ts', '**/*.test.tsx'],
  });
}

async function lintMessages(paths: string[]): Promise<string[]> {
  const results = await cycleLinter().lintFiles(paths);
  return results.flatMap((result) =>
    result.messages.map((message) => `${relative(ROOT, result.filePath)}: ${message.ruleId} ${message.message}`),
  );
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative import's file: `./x.js` is `./x.ts` (or .tsx) in the sources, a folder its index. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`];
  candidates.push(join(base, 'index.ts'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * Every circle of relative imports among the files under `dirs`, `import type` included (the lint
 * rule follows value imports only): each as the files of one strongly connected component.
 */
function importCircles(dirs: string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => resolveRelative(file, fileName) ?? []),
    );
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe('import-x/no-cycle with the repository config', () => {
  // Inside the repository (the config's globs are relative to it), outside any workspace's src/:
  // no lint or typecheck of a workspace sees these files.
  let fixtures: string;
  const write = (name: string, code: string) => writeFileSync(join(fixtures, name), code);

  beforeAll(() => {
    fixtures = mkdtempSync(join(ROOT, 'packages/platform/.lint-fixtures-'));
    mkdirSync(join(fixtures, 'types'));
    write('a.ts', "import { b } from './b.js';\nexport const a = () => b();\n");
    write('b.ts', "import { a } from './a.js';\nexport const b = () => a();\n");
    write('types/a.ts', "import type { B } from './b.js';\nexport interface A { b?: B }\nexport const a = 1;\n");
    write('types/b.ts', "import { a } from './a.js';\nexport interface B { a: typeof a }\n");
  });
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('reports two files that import each other, through .js specifiers of .ts files', async () => {
    const messages = await lintMessages([join(fixtures, 'a.ts'), join(fixtures, 'b.ts')]);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain('import-x/no-cycle Dependency cycle detected');
  });

  it('follows value imports only; the type-only check below catches a circle through import type', async () => {
    const relativeFixtures = relative(ROOT, fixtures);
    expect(await lintMessages([join(fixtures, 'types')])).toEqual([]);
    expect(importCircles([join(relativeFixtures, 'types')])).toEqual([
      [`${relativeFixtures}/types/a.ts`, `${relativeFixtures}/types/b.ts`],
    ]);
  });

  it('finds no circle in the folders that were untangled', { timeout: 180_000 }, async () => {
    expect(await lintMessages(CYCLE_PRONE)).toEqual([]);
  });
});

describe('imports point one way, type-only imports counted', () => {
  it('finds no circle in any workspace', () => {
    expect(importCircles(WORKSPACE_CODE)).toEqual([]);
  });
});
