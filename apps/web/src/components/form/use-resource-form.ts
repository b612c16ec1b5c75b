import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { getSession } from '@/lib/session';

/** How long typing rests before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** What a saved item's draft started from: its `version`, else when it was last saved (`updatedDate`). */
export type DraftBase = number | string | null;

interface StoredDraft<V> {
  savedAt: string;
  values: V;
  /** The saved item the typing started from; a draft of a new item has none. */
  base?: DraftBase;
  /** Kept from a save refused because the item had been saved since (409): offered all the same. */
  conflict?: boolean;
}

/**
 * Whether a draft was overtaken by a save of its item (by this user elsewhere, or anyone): its
 * typing started from another version than the item's now. A draft from a refused save (409) is
 * the user's answer to that very save and stays. A draft written before drafts held their base
 * is stale when the item was saved after it.
 */
export function isStaleDraft(draft: { savedAt: string; base?: DraftBase; conflict?: boolean }, base: DraftBase) {
  if (base === null || draft.conflict) return false;
  if (draft.base !== undefined) return draft.base !== base;
  const saved = typeof base === 'string' ? Date.parse(base) : NaN;
  return Number.isFinite(saved) && saved > Date.parse(draft.savedAt);
}

/**
 * The base of an item's draft: its `version` where it is saved whole with one (pages, bell
 * schedules), else its `updatedDate` (or `updatedAt`); none for a new item.
 */
export function draftBaseOf(item?: object | null): DraftBase {
  const { version, updatedDate, updatedAt } = (item ?? {}) as Record<string, unknown>;
  if (typeof version === 'number') return version;
  const date = updatedDate ?? updatedAt;
  return typeof date === 'string' ? date : null;
}

/** Drafts are the signed-in user's, per website and form: another user on the browser sees none. */
export function draftStorageKey(key: string) {
  const user = getSession()?.user;
  return `cms:draft:${user?.id ?? 0}:${user?.websiteId ?? 0}:${key}`;
}

/** The draft kept under `storageKey`, unless the item was saved since it was started (then it is forgotten). */
function readDraft<V>(storageKey: string, base: DraftBase): StoredDraft<V> | null {
  let draft: StoredDraft<V> | null;
  try {
    const raw = localStorage.getItem(storageKey);
    draft = raw ? (JSON.parse(raw) as StoredDraft<V>) : null;
  } catch {
    return null;
  }
  if (!draft || typeof draft.savedAt !== 'string' || !isStaleDraft(draft, base)) return draft;
  localStorage.removeItem(storageKey);
  return null;
}

const LINKED = Symbol('linked rows');

/**
 * A field of `empty` holding the ids of the rows an item links to, where the item answers the rows
 * (`categoryIds: linkedIds('categories')`, a news item's categories): none for a new item.
 */
export const linkedIds = (rows: string): number[] => Object.assign([] as number[], { [LINKED]: rows });

/**
 * The text fields of `empty` that start empty, by name: `...emptyText('title', 'summary')` for
 * `{title: '', summary: ''}`; an area writes only the values that are its own (a status, a flag).
 */
export const emptyText = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;

/** A zod schema's definition, as far as the kit reads it (`requestDefaults`, `requestShape`). */
type SchemaDef = {
  type: string;
  in?: { def: SchemaDef };
  shape?: Record<string, { def: SchemaDef }>;
  defaultValue?: unknown;
};

/**
 * The values a request's fields take when a body leaves them out, as its contract says
 * (`status: newsStatus.default('DRAFT')`): where a new item starts unless its form says otherwise.
 * Of a request that is an object, or an object turned into the body (`.transform`).
 */
export function requestDefaults(schema?: z.ZodType): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(requestShape(schema)).flatMap(([name, field]) =>
      field.def.type === 'default' ? [[name, field.def.defaultValue]] : [],
    ),
  );
}

/** The fields of a request that is an object, or an object turned into the body, by name. */
export function requestShape(schema?: z.ZodType): NonNullable<SchemaDef['shape']> {
  let def = (schema as { def?: SchemaDef } | undefined)?.def;
  if (def?.type === 'pipe') def = def.in?.def;
  return def?.shape ?? {};
}

/**
 * A form's starting values: each field of `empty` (and of `lists`, kept apart only so that an
 * empty list gets its element type) taken from the saved item when there is one, the ids of its
 * linked rows for a `linkedIds` field; a missing or null value stays empty. Create and edit start
 * from one declaration.
 */
export function valuesFrom<V extends FieldValues, L extends FieldValues = object>(
  empty: V,
  item?: object | null,
  lists?: L,
): V & L {
  const saved = (item ?? {}) as Record<string, unknown>;
  const fromItem = (key: string, value: unknown) => {
    const linked = (value as { [LINKED]?: string } | null)?.[LINKED];
    if (!linked) return saved[key] ?? value;
    return (saved[linked] as { id: number }[] | undefined)?.map((row) => row.id) ?? [];
  };
  const fields = { ...empty, ...lists };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromItem(key, value)])) as V & L;
}

export interface ResourceFormOptions<V extends FieldValues, R> {
  /** The contract's request schema: the form shows its messages, as the server would. */
  schema: z.ZodType<R>;
  defaultValues: V;
  /**
   * Keeps unsaved typing in the browser under this key ('news:new', 'news:7') and offers it back
   * after a session expiry, a reload or a crash (as Ghost and WordPress do); null keeps none.
   */
  draftKey: string | null;
  /**
   * The saved item's version or last save (`draftBaseOf(item)`): a draft started from another one
   * was overtaken by a save and is forgotten rather than offered.
   */
  draftBase?: DraftBase;
  /** Resolves when saved; a rejection keeps the form as typed (the error toast is shared). */
  onSubmit: (values: R) => Promise<unknown>;
  /** A 409 (a taken name) is shown beside this field. */
  conflictField?: FieldPath<V>;
  /** Where a failed check goes first; rich-text fields are not inputs react-hook-form can focus. */
  onInvalid?: (fields: string[]) => void;
}

/**
 * One form hook for a form on its own page and a form in a dialog (the area kit): react-hook-form
 * with the contract's schema, the server's 400 issues and 409 beside their fields, and a draft of
 * unsaved typing kept in the browser until it is saved or discarded.
 */
export function useResourceForm<V extends FieldValues, R>({
  schema,
  defaultValues,
  draftKey,
  draftBase = null,
  onSubmit,
  conflictField,
  onInvalid,
}: ResourceFormOptions<V, R>) {
  const form = useForm<V, unknown, R>({
    resolver: contractResolver<V, R>(schema),
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const storageKey = draftKey && draftStorageKey(draftKey);
  const [draft, setDraft] = useState(() => (storageKey ? readDraft<V>(storageKey, draftBase) : null));
  const saving = useRef(false);

  // Unsaved typing goes to the browser a moment after it rests; a pristine form stores nothing.
  // What is still waiting is written at once when the form goes away (a session that ended sends
  // the console to sign in again) and when the page does (a reload, a closed tab), so the last
  // words typed are never the ones lost.
  const pending = useRef(false);
  const writeDraft = useCallback(
    (values: V, conflict?: boolean) => {
      if (!storageKey) return;
      const kept: StoredDraft<V> = { savedAt: new Date().toISOString(), values, base: draftBase, conflict };
      localStorage.setItem(storageKey, JSON.stringify(kept));
    },
    [storageKey, draftBase],
  );
  useEffect(() => {
    if (!storageKey) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (pending.current && !saving.current) writeDraft(form.getValues());
      pending.current = false;
    };
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ isDirty }) => {
        clearTimeout(timer);
        pending.current = Boolean(isDirty);
        timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
      unsubscribe();
    };
  }, [form, storageKey, writeDraft]);

  const forgetDraft = useCallback(() => {
    pending.current = false;
    if (storageKey) localStorage.removeItem(storageKey);
    setDraft(null);
  }, [storageKey]);

  // handleSubmit is called from the event, not during render, so the saving flag is read only then.
  const save = async (values: R) => {
    saving.current = true;
    try {
      // A screen that goes on once saved (back to the list) does so before this resolves: the
      // question before leaving a changed form is not asked while it saves.
      await onSubmit(values);
      forgetDraft();
      saving.current = false;
    } catch (error) {
      saving.current = false;
      // Not saved (a session that ended, a refusal, no network): what was sent is kept as the draft,
      // offered again after a 409 too, when the item is read again at its newer version.
      if (form.formState.isDirty) writeDraft(form.getValues(), error instanceof ApiError && error.status === 409);
      if (!(error instanceof ApiError)) return;
      if (error.status === 409 && conflictField && error.serverMessage) {
        form.setError(conflictField, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      }
      if (error.status !== 400) return;
      const fields = Object.keys(form.getValues());
      // The server names a body field 'body.title'; the form knows it as 'title'.
      const fieldOf = (path: string) => path.replace(/^body\./, '').split('.')[0]!;
      const named = (error.body?.issues ?? []).filter((issue) => fields.includes(fieldOf(issue.path)));
      for (const issue of named) {
        form.setError(fieldOf(issue.path) as FieldPath<V>, { type: 'server', message: issue.message });
      }
      if (named.length) onInvalid?.(named.map((issue) => fieldOf(issue.path)));
    }
  };
  const isSaving = useCallback(() => saving.current, []);
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(save, (errors) => onInvalid?.(Object.keys(errors)))(event);

  return {
    form,
    submit,
    saving: form.formState.isSubmitting,
    /** Changed since it was opened (or restored from a draft): leaving asks first. */
    unsaved: form.formState.isDirty,
    /** A save is under way (a screen that goes on once saved leaves without asking). */
    isSaving,
    /** A draft from an earlier visit, until it is restored or discarded. */
    draft: draft && { savedAt: draft.savedAt, conflict: Boolean(draft.conflict) },
    restoreDraft: () => {
      if (!draft) return;
      form.reset(draft.values, { keepDefaultValues: true });
      setDraft(null);
    },
    discardDraft: forgetDraft,
  };
}

export type ResourceForm<V extends FieldValues, R> = ReturnType<typeof useResourceForm<V, R>>;
