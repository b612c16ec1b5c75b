import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { restoreSession } from '@/lib/session';
import { createAppRouter, redirectUnauthorizedTo } from './router';
import './index.css';

// docs/product/console.md §4: restore the stored session (or log out) before the first screen decides anything.
restoreSession();

const router = createAppRouter();
redirectUnauthorizedTo(router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
