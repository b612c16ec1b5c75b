import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { websiteDefaults, type Website } from '@cms/contract';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { findScreens, redirectUnauthorizedTo, routes } from '@/router';

/** Renders the real route table at `path`, with the app's providers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: findScreens });
  redirectUnauthorizedTo(router);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** A fetch stand-in answering by "METHOD /path"; unknown calls answer 404. */
export function fakeServer(handlers: Record<string, Handler>) {
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    return handler
      ? handler(url, init)
      : jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
  };
}

export const RIVERSIDE = {
  id: 1,
  name: 'Riverside High School',
  adminUrl: 'admin.riverside.example',
  publicUrl: null,
  ...websiteDefaults,
  createdDate: '2025-01-01T00:00:00.000Z',
  updatedDate: '2025-01-01T00:00:00.000Z',
} satisfies Website;
