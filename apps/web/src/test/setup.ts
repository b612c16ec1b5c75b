import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { resetToasts } from '@/lib/toast';
import { takeViolations } from './fake-api';

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
