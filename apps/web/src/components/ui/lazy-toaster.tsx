import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast';

// Radix's toast (with its collection, dismissable layer and presence) is a tenth of the home page's
// JavaScript and nothing on first paint needs it: it loads once the page is idle, or at once when a
// toast is raised before that. The toast store (use-toast.ts) stays in the main bundle, so a toast
// raised early waits in the store and shows as soon as the region is there.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
};

/** The app's toast region (F8 focuses it), loaded after first paint. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
