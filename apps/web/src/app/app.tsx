import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // The router shares the query client so a route can start its data load while its code loads.
  const [router] = useState(() => createRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
