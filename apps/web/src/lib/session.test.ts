import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  DEFAULT_AVATAR,
  getSession,
  getStoredWebsiteId,
  getToken,
  restoreSession,
  SESSION_KEYS,
  startSession,
  storeWebsite,
  updateSessionUser,
} from './session';

const signin = {
  token: 'jwt-token',
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada@school.example',
  roles: ['ADMIN'],
  websiteId: 3,
};

const allKeys = Object.values(SESSION_KEYS);

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('writes the token to both token keys and the user record to both user keys', () => {
    startSession(signin);
    expect(localStorage.getItem('cms_token')).toBe('jwt-token');
    expect(localStorage.getItem('asvCmsUserToken')).toBe('jwt-token');
    const record = JSON.parse(localStorage.getItem('asvCmsUser')!);
    expect(record).toMatchObject({ id: 7, firstName: 'Ada', username: 'ada@school.example', roles: ['ADMIN'] });
    expect(record).not.toHaveProperty('token');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(record);
    expect(localStorage.getItem('asvCmsWebsiteId')).toBe('3');
    expect(getToken()).toBe('jwt-token');
  });

  it('falls back to the username for missing names and uses the default avatar', () => {
    const session = startSession({ ...signin, firstName: '', lastName: '' });
    expect(session.user.firstName).toBe('ada@school.example');
    expect(session.user.lastName).toBe('ada@school.example');
    expect(session.user.avatar).toBe(DEFAULT_AVATAR);
  });

  it('restores a session when both the user record and the token are stored', () => {
    localStorage.setItem('cms_token', 'stored-token');
    localStorage.setItem('asvCmsUser', JSON.stringify({ id: 4, username: 'kim@school.example', firstName: 'Kim' }));
    const session = restoreSession();
    expect(session?.token).toBe('stored-token');
    expect(session?.user).toMatchObject({ id: 4, firstName: 'Kim', lastName: 'kim@school.example', roles: [] });
    expect(getSession()).toBe(session);
  });

  it.each([
    ['no token', { asvCmsUser: JSON.stringify({ id: 1, username: 'a@b.example' }) }],
    ['no user record', { cms_token: 'token' }],
    ['an unreadable user record', { cms_token: 'token', asvCmsUser: '{not json' }],
    ['a user record that is not an object', { cms_token: 'token', asvCmsUser: '"text"' }],
  ])('logs out on start-up with %s', (_case, stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    localStorage.setItem('asvCmsWebsiteId', '3');
    expect(restoreSession()).toBeNull();
    expect(getToken()).toBeNull();
    for (const key of allKeys) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logout clears all six keys', () => {
    startSession(signin);
    storeWebsite({ id: 3, name: 'Riverside High School' });
    for (const key of allKeys) expect(localStorage.getItem(key)).not.toBeNull();
    clearSession();
    for (const key of allKeys) expect(localStorage.getItem(key)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('keeps the website id for sign-in and applies profile updates to both user keys', () => {
    storeWebsite({ id: 12, name: 'Hill School' });
    expect(getStoredWebsiteId()).toBe(12);
    startSession(signin);
    updateSessionUser({ firstName: 'Augusta', avatar: '/uploads/a.png' });
    expect(getSession()?.user).toMatchObject({ id: 7, firstName: 'Augusta', avatar: '/uploads/a.png' });
    expect(JSON.parse(localStorage.getItem('user')!).firstName).toBe('Augusta');
    expect(JSON.parse(localStorage.getItem('asvCmsUser')!).avatar).toBe('/uploads/a.png');
  });
});
