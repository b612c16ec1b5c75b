import { useSyncExternalStore } from 'react';

/** docs/product/console.md §9: one toast at a time, auto-dismissed after 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the list before it is dropped (docs/product/console.md §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function set(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; it replaces the one on screen (one at a time). Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  set([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/**
 * The one pattern of an outcome's toast in every area (the words are each area's, as its
 * reference fixes them): a success in the success style, a failure in the destructive one with
 * what went wrong as its description.
 */
export const toastSuccess = (title: string, description?: string) =>
  toast({ variant: 'success', title, ...(description === undefined ? {} : { description }) });
export const toastFailure = (title: string, description?: string) =>
  toast({ variant: 'destructive', title, ...(description === undefined ? {} : { description }) });

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

/** Test helper: forget every toast and pending timer. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  set([]);
}
