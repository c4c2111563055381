import { relative } from 'node:path';
import { ROUTE_PRELOADS_FILE } from '@shop/contracts';
import type { Plugin } from 'vite';

/** What this step reads of a built chunk (Rollup's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** The modules bundled into it (a dynamic entry's facade id may be null, so this, not that). */
  moduleIds: readonly string[];
  imports: string[];
}

/**
 * For each page path, the built files its lazily loaded route needs that the entry does not
 * already load: the route's chunk and every chunk it imports. The gateway names them in the
 * page's head as modulepreload links, so they load beside the entry script instead of
 * one round trip after it. A route module that is no chunk of its own fails the build.
 */
export function routePreloadFiles(
  chunks: readonly BuiltChunk[],
  routes: Readonly<Record<string, string>>,
  root: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BuiltChunk, skip: ReadonlySet<string>) => {
    const files = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
      files.add(chunk.fileName);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    visit(start);
    return files;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = new Set(entries.flatMap((entry) => [...closure(entry, new Set())]));
  // Each module is bundled into exactly one chunk.
  const byModule = new Map(
    chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(root, id).split('\\').join('/'), chunk] as const)),
  );
  return Object.fromEntries(
    Object.entries(routes).map(([path, module]) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route-preloads: ${module} (for ${path}) is no chunk of the build`);
      return [path, [...closure(chunk, loadedByEntry)].map((file) => `/${file}`)];
    }),
  );
}

/** Writes ROUTE_PRELOADS_FILE into the build: page path -> the files its route needs. */
export function routePreloads(routes: Readonly<Record<string, string>>): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloadFiles(chunks, routes, root), null, 2)}\n`,
      });
    },
  };
}
