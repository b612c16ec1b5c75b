import { describe, expect, it } from 'vitest';
import { adminHostFor, DEFAULT_ADMIN_HOST } from './website';

describe('adminHostFor', () => {
  it.each([
    'localhost:5173',
    '127.0.0.1:3000',
    'localhost',
    'deploy-preview-12.netlify.example',
    'preview.school.example',
  ])('uses the default admin host for %s', (host) => expect(adminHostFor(host)).toBe(DEFAULT_ADMIN_HOST));

  it('uses the real host otherwise', () => {
    expect(adminHostFor('Admin.Hillside.example')).toBe('admin.hillside.example');
    expect(adminHostFor('admin.hillside.example:8443')).toBe('admin.hillside.example:8443');
  });
});
