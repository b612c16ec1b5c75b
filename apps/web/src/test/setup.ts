import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { resetToasts } from '@/lib/toast';
import { takeViolations } from './fake-api';

// A test waits for what the user waits for (a heading, a message), however long a loaded machine takes
// to show it: Testing Library's one second default made `npm test` fail beside other work. A wait that
// never ends is still cut by the test's own timeout (vitest.config.ts). Speed is measured by
// `npm run bench`, never by a test (docs/architecture.md, Tests).
configure({ asyncUtilTimeout: 30_000 });

// The router's scroll restoration puts each new screen at its top; jsdom lays nothing out to scroll.
window.scrollTo = () => {};

// Radix measures some parts (a switch's thumb); jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  clearSession();
  resetToasts();
  localStorage.clear();
  // A call the server would refuse, or an answer it could not give, fails the test (test/fake-api.ts).
  expect(takeViolations(), 'contract violations of the fake API').toEqual([]);
});
