import { createElement, lazy, useState, type ComponentType } from 'react';

/** A route's page whose code loads on first use, or earlier through `preload`. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus a `preload` that loads the page's code ahead of its first render.
 * A page mounted after that renders at once: React.lazy always suspends on its first render,
 * which costs a commit of the Suspense fallback and then a second render of the page.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(loadAndKeep);
  function Page(props: P) {
    // Chosen once per mount: a mounted page that changed type would be mounted again.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, {
    preload: async () => {
      await loadAndKeep();
    },
  });
}
