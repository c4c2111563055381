// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routePreloadFiles } from '../../route-preloads';

const chunk = (fileName: string, moduleId: string | null, imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  moduleIds: moduleId === null ? [] : [moduleId, `${moduleId}?inlined-helper`],
  imports,
  isEntry,
});

describe('the build step listing each landing route’s files', () => {
  const root = '/repo/apps/web';
  const chunks = [
    chunk('assets/index-1.js', '/repo/apps/web/index.html', ['assets/vendor-1.js'], true),
    chunk('assets/vendor-1.js', null),
    chunk('assets/home-1.js', '/repo/apps/web/src/app/routes/home.tsx', ['assets/grid-1.js', 'assets/vendor-1.js']),
    chunk('assets/grid-1.js', '/repo/apps/web/src/features/gallery/grid.tsx', ['assets/button-1.js']),
    chunk('assets/button-1.js', '/repo/apps/web/src/components/ui/button.tsx'),
  ];

  it('names the route chunk and everything it imports, but nothing the entry already loads', () => {
    expect(routePreloadFiles(chunks, { '/': 'src/app/routes/home.tsx' }, root)).toEqual({
      '/': ['/assets/home-1.js', '/assets/grid-1.js', '/assets/button-1.js'],
    });
  });

  it('fails the build when a route module is no chunk of its own (renamed, or no longer lazy)', () => {
    expect(() => routePreloadFiles(chunks, { '/gone': 'src/app/routes/gone.tsx' }, root)).toThrow(/gone\.tsx/);
  });
});
