import type { z } from 'zod';
import type { BulkAction, MessageResponse, ResourcePaths, ResourceWords } from '@cms/contract';
import type { ToastInput } from './toast';

/*
 * What a resource is declared with before anything is asked of the server: the contract it reads
 * (its paths, schemas and words) and the toasts its calls show. Apart from the calls themselves, so
 * that its queries, its mutations and its screens each read the same declaration.
 */

/** A success toast: its title alone, fixed, or built from the answer (a saved item's title). */
export type SuccessToast<T> = string | ToastInput | ((answer: T) => ToastInput);

/**
 * What the console reads of a resource's contract (`resourceContract` in packages/contract): where
 * its calls go, where PUT goes, and its schemas, which type its rows (`T`, what the entity schema
 * outputs) and its bodies (`TBody`, what the request schema takes in).
 */
export interface ContractOf<T = unknown, TBody = unknown, L = T> {
  /** What the resource is called (the OpenAPI tag): 'photo albums'. */
  tag?: string;
  paths: ResourcePaths;
  /** The item path, or the collection with the id in the body (topics, news categories). */
  updateAt?: 'item' | 'collection';
  /** A row as answered (`z.output` of `entity`), and the request its forms check (`z.input` of `request`). */
  schemas?: { entity?: z.ZodType<T>; request?: z.ZodType<unknown, TBody>; listQuery?: z.ZodType };
  /** The list's bulk actions (`POST <collection>/bulk`), where it has them. */
  bulk?: { actions: readonly BulkAction[]; things: string };
  /**
   * Where the list shows each row without its children (issue 25: a page's `blockCount`, not its
   * blocks): the list's rows are its `item` (`L`), never the whole entity.
   */
  summary?: { item: z.ZodType<L> };
  /** What a delete answers (`{message}`). */
  deleted?: string;
  /** The list answers every row as an array (docs/design.md §4); `useList` shows it as one page. */
  whole?: boolean;
  /**
   * The area's words (`alertsMessages`): the toasts unless the definition words them, and the
   * `noun` and `plural` of `outcomeMessages` that name its rows on its screens.
   */
  messages?: ResourceWords & { noun?: string; plural?: string };
  /** An ordered list's first `orderNo` (docs/product/README.md "Calls": 0 or 1; 1 unless said): a reorder numbers from it. */
  orderBase?: 0 | 1;
}

/**
 * The toasts of an area's calls, with the spec's words; failures add the server's message. The
 * contract's messages of an area whose keys are these (`alertsMessages`) serve as they are.
 */
export interface ResourceMessages<T> {
  created?: SuccessToast<T>;
  updated?: SuccessToast<T>;
  deleted?: SuccessToast<MessageResponse>;
  reordered?: SuccessToast<MessageResponse>;
  /**
   * Toast titles of failures; the server's message is the description unless `saveFailedText`.
   * `saveFailed` serves create and update alike; `createFailed` and `updateFailed` tell them apart.
   */
  saveFailed?: string;
  createFailed?: string;
  updateFailed?: string;
  saveFailedText?: string;
  deleteFailed: string;
  reorderFailed?: string;
  /** The title of a list that failed to load, where the spec words it ('Failed to fetch videos'). */
  loadFailed?: string;
  published?: SuccessToast<T>;
  publishFailed?: string;
}

/** A definition's key: its own, or its contract's tag. */
export function keyOf(def: { key?: string; contract: ContractOf }) {
  const key = def.key ?? def.contract.tag;
  if (!key)
    throw new Error(
      `The resource at ${def.contract.paths.collection} has no key: give it one, or a contract with a tag`,
    );
  return key;
}

/** The toasts of a definition: its own, or its contract's words (every area's have `deleteFailed`). */
export function messagesOf<T>(def: {
  key: string;
  contract: ContractOf;
  messages?: ResourceMessages<T>;
}): ResourceMessages<T> {
  const words = def.messages ?? def.contract.messages;
  if (typeof words?.deleteFailed !== 'string') {
    throw new Error(`The resource '${def.key}' has no words: give it messages, or a contract with them`);
  }
  return words as ResourceMessages<T>;
}

/** The toast a declared message makes of an answer. */
export const toastOf = <T>(message: SuccessToast<T> | undefined, answer: T) =>
  typeof message === 'function' ? message(answer) : typeof message === 'string' ? { title: message } : message;
