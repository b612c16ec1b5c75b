import { describe, expect, it } from 'vitest';
import { returnPathOf, returningTo, safeReturnPath, withReturn } from './return-path';

// Signing in again goes back to the screen named in the address: only ever a screen of this console.

describe('the way back after signing in', () => {
  it('keeps a screen of the console, with its query', () => {
    expect(safeReturnPath('/news/7/edit')).toBe('/news/7/edit');
    expect(safeReturnPath('/news?page=2&search=sport')).toBe('/news?page=2&search=sport');
    // Encoded, a newline is a harmless part of a path of this console.
    expect(safeReturnPath('/%0a/evil.example')).toBe('/%0a/evil.example');
  });

  it.each([
    'https://evil.example/news',
    '//evil.example/news',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'news/7',
    '/news/../..//evil.example',
    '',
  ])('refuses %j, which could lead off the console', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses the sign-in screens and the dashboard, where a sign-in goes anyway', () => {
    for (const path of [
      '/',
      '/login',
      '/login?next=/news',
      '/session-expired',
      '/reset-password',
      '/forgot-password',
    ]) {
      expect(safeReturnPath(path)).toBeNull();
    }
  });

  it('refuses what is not text', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('is carried in the address of the sign-in, and read back from it', () => {
    const login = returningTo('/login', { pathname: '/news/7/edit', search: '?tab=settings' });
    expect(login).toBe('/login?next=%2Fnews%2F7%2Fedit%3Ftab%3Dsettings');
    expect(returnPathOf(new URL(login, 'https://console.example').search)).toBe('/news/7/edit?tab=settings');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(withReturn('/login', 'https://evil.example')).toBe('/login');
    expect(withReturn('/login', null)).toBe('/login');
  });
});
