// Fails when a dependency that two or more workspaces use does not take its version from the
// pnpm-workspace.yaml `catalog:`, or when a catalogued dependency is pinned by hand somewhere.
// pnpm's own `catalogMode: strict` only steers `pnpm add`; this catches hand edits.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

const workspace = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
const catalog = workspace.catalog ?? {};

/** `apps/*` and `e2e` style globs only: what pnpm-workspace.yaml uses. */
function workspaceFolders(patterns) {
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

const manifests = ['.', ...workspaceFolders(workspace.packages ?? [])]
  .map((folder) => join(root, folder, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => ({ file: relative(root, file), json: JSON.parse(readFileSync(file, 'utf8')) }));

/** name → [{ file, specifier }] for every non-workspace dependency. */
const uses = new Map();
for (const { file, json } of manifests) {
  for (const field of FIELDS) {
    for (const [name, specifier] of Object.entries(json[field] ?? {})) {
      if (specifier.startsWith('workspace:')) continue;
      const list = uses.get(name) ?? [];
      list.push({ file, field, specifier });
      uses.set(name, list);
    }
  }
}

const problems = [];
for (const [name, list] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
  const shared = new Set(list.map((use) => use.file)).size > 1;
  for (const { file, field, specifier } of list) {
    if (specifier === 'catalog:') {
      if (!(name in catalog)) problems.push(`${file}: ${field}.${name} is "catalog:" but the catalog has no ${name}`);
    } else if (specifier.startsWith('catalog:')) {
      problems.push(
        `${file}: ${field}.${name} uses a named catalog ("${specifier}"); this repo has only the default one`,
      );
    } else if (name in catalog) {
      problems.push(`${file}: ${field}.${name} is "${specifier}"; ${name} is in the catalog: write "catalog:"`);
    } else if (shared) {
      problems.push(`${file}: ${field}.${name} is "${specifier}"; ${name} is shared: move it to the catalog`);
    }
  }
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.stderr.write(`check-catalog: ${problems.length} problem(s) in pnpm-workspace.yaml's catalog:\n`);
  process.exit(1);
}
