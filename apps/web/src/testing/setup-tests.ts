import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../components/ui/use-toast';

// findBy* waits for lazy screens and queries; 1 s (the default) was too short on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// The test files of a worker share one document and one copy of each module (isolate: false, see
// vitest.shared.ts): what a test leaves in the page, the storage or the toast list would be
// found by the next file's queries. (Files that run in Node, such as the build steps', have no page.)
afterEach(() => {
  resetToasts();
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
