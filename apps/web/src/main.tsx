// First: before any module that builds zod schemas (CSP).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

// SPEC §8: unhandled promise rejections are only logged.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled promise rejection', event.reason);
});

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');
const queryClient = createQueryClient();
// The first render shows the page itself, not a blank place for its code.
void preloadPage(window.location.pathname, queryClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
