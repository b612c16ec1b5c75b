import { useSyncExternalStore } from 'react';
import type { SigninResponse } from '@cms/contract';

/** localStorage keys of the stored session (docs/product/console.md §9); logout clears all of them. */
export const SESSION_KEYS = {
  token: 'cms_token',
  userToken: 'asvCmsUserToken',
  userRecord: 'asvCmsUser',
  websiteId: 'asvCmsWebsiteId',
  website: 'asvCmsWebsite',
  user: 'user',
} as const;

const ALL_KEYS = Object.values(SESSION_KEYS);

/** The fixed avatar path of a user without an uploaded picture (docs/product/console.md §3). */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  avatar: string;
  roles: string[];
  websiteId: number | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export interface StoredWebsite {
  id: number;
  name: string;
  [field: string]: unknown;
}

type Listener = () => void;

let current: Session | null | undefined;
/** This tab's user signed out (Logout), rather than the session ending by itself or in another tab. */
let signedOutHere = false;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the console still works for this tab
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setCurrent(next: Session | null): void {
  current = next;
  emit();
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Shapes any stored or received user record into a SessionUser with the spec's fallbacks. */
export function toSessionUser(record: Record<string, unknown>): SessionUser {
  const username = text(record.username);
  const websiteId = Number(record.websiteId);
  return {
    id: typeof record.id === 'number' && Number.isInteger(record.id) ? record.id : 1,
    username,
    firstName: text(record.firstName).trim() || username,
    lastName: text(record.lastName).trim() || username,
    avatar: text(record.avatar) || DEFAULT_AVATAR,
    roles: Array.isArray(record.roles) ? record.roles.filter((r): r is string => typeof r === 'string') : [],
    websiteId: Number.isInteger(websiteId) && websiteId > 0 ? websiteId : null,
  };
}

/**
 * The signed-in user's name as an author is shown, first and last ('Ada Lovelace'); a part that is
 * only the username standing in for a missing name is left out, the username alone when both are.
 */
export function fullNameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'username'>) {
  const parts = [user.firstName, user.lastName].filter((part) => part && part !== user.username);
  return parts.length > 0 ? parts.join(' ') : user.username;
}

function parseRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads the stored session without changing storage; null when it is incomplete or unreadable. */
function readStored(): Session | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(SESSION_KEYS.token) || store.getItem(SESSION_KEYS.userToken);
  const record = parseRecord(store.getItem(SESSION_KEYS.userRecord)) ?? parseRecord(store.getItem(SESSION_KEYS.user));
  if (!token || !record) return null;
  return { token, user: toSessionUser(record) };
}

/**
 * Start-up rule (docs/product/console.md §4): the session is restored only when both a user record and a token are
 * stored and the record is readable; otherwise the user is logged out (storage cleared).
 */
export function restoreSession(): Session | null {
  const restored = readStored();
  if (!restored) {
    clearStorage();
  }
  setCurrent(restored);
  return restored;
}

export function getSession(): Session | null {
  if (current === undefined) {
    // First read (also from a render): apply the start-up rule without notifying anyone.
    current = readStored();
    if (!current) clearStorage();
  }
  return current;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function isAuthenticated(): boolean {
  return getSession() !== null;
}

function writeUser(store: Storage, user: SessionUser): void {
  const json = JSON.stringify(user);
  store.setItem(SESSION_KEYS.userRecord, json);
  store.setItem(SESSION_KEYS.user, json);
}

/** Stores a successful sign-in: token under both token keys, the user record under both user keys. */
/** The sign-in answer; `avatar` may be absent in records stored before it was answered. */
export function startSession(response: Omit<SigninResponse, 'avatar'> & { avatar?: string | null }): Session {
  const user = toSessionUser(response as unknown as Record<string, unknown>);
  const session: Session = { token: response.token, user };
  const store = storage();
  if (store) {
    store.setItem(SESSION_KEYS.token, response.token);
    store.setItem(SESSION_KEYS.userToken, response.token);
    writeUser(store, user);
    if (user.websiteId !== null) store.setItem(SESSION_KEYS.websiteId, String(user.websiteId));
  }
  signedOutHere = false;
  setCurrent(session);
  return session;
}

/** Applies profile changes (name, avatar, roles) to the signed-in user. No-op when logged out. */
export function updateSessionUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const session = getSession();
  if (!session) return;
  const user = toSessionUser({ ...session.user, ...patch });
  const store = storage();
  if (store) writeUser(store, user);
  setCurrent({ ...session, user });
}

function clearStorage(): void {
  const store = storage();
  if (!store) return;
  for (const key of ALL_KEYS) store.removeItem(key);
}

/** Logout: forgets the session and clears every stored key of it. */
export function clearSession(): void {
  clearStorage();
  signedOutHere = true;
  setCurrent(null);
}

/**
 * Whether the session was ended in this tab (Logout, or /session-expired) rather than lost (a
 * sign-out in another tab): a lost one goes to sign in with the way back to the screen it was on.
 */
export function wasSignedOutHere(): boolean {
  return signedOutHere;
}

/** Remembers the website this console serves (from the header's lookup or a by-id fetch). */
export function storeWebsite(website: StoredWebsite): void {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.websiteId, String(website.id));
  store.setItem(SESSION_KEYS.website, JSON.stringify(website));
}

export function getStoredWebsiteId(): number | null {
  const raw = storage()?.getItem(SESSION_KEYS.websiteId);
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, re-rendering on sign-in, profile updates and logout. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

// Another tab signed in or out: follow it. Read-only, so a half-written session in the other
// tab (keys are written one by one) is never cleared from here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !(ALL_KEYS as string[]).includes(event.key)) return;
    const next = readStored();
    if (next?.token !== current?.token || next?.user.id !== current?.user.id) setCurrent(next);
  });
}
