import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { resetToasts } from '@/lib/toast';

afterEach(() => {
  cleanup();
  queryClient.clear();
  clearSession();
  resetToasts();
  localStorage.clear();
});
