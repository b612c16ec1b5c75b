// The words every area's screens say around its calls, in the spec's wording.

/**
 * The words the kit gives a resource's screens around its calls, for `outcomeMessages`.
 */
function defaultOutcomes<const Noun extends string, const Plural extends string>(noun: Noun, plural: Plural) {
  const lower = noun.toLowerCase() as Lowercase<Noun>;
  return {
    created: `${noun} created successfully`,
    updated: `${noun} updated successfully`,
    deleted: `${noun} deleted successfully`,
    loadFailed: `Failed to load ${plural}`,
    saveFailed: `Failed to save ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    deleteConfirm: `Are you sure you want to delete this ${lower}?`,
    empty: `No ${plural} yet`,
  } as const;
}

/**
 * The outcome words an area's spec may word its own way: the kit's, and a failed create, update or
 * read of one item told apart from the others (the console's `createFailed`, `updateFailed`).
 */
type OutcomeKey = keyof ReturnType<typeof defaultOutcomes> | 'createFailed' | 'updateFailed' | 'loadOneFailed';

/** The kit's words with an area's own in their place. */
type Worded<Defaults, Given> = Omit<Defaults, keyof Given> & Given;

/**
 * What a resource's screens say around its calls, in the wording the spec gives most areas:
 * `outcomeMessages('Notice', 'notices')` — 'Notice created successfully', 'Failed to load notices',
 * 'No notices yet', 'Are you sure you want to delete this notice?'. What an area's spec words
 * otherwise is given as `own` (`{loadFailed: 'Failed to fetch videos'}`), each key one of the
 * outcome words, so a misspelt one does not compile. The words carry the `noun` and `plural` they
 * were made from, by which the console's screens name a row ('Edit Notice', 'Notice not found').
 */
export function outcomeMessages<
  const Noun extends string,
  const Plural extends string,
  const Own extends Partial<Record<OutcomeKey, string>> = object,
>(noun: Noun, plural: Plural, own?: Own) {
  const words = { ...defaultOutcomes(noun, plural), ...own } as Worded<
    ReturnType<typeof defaultOutcomes<Noun, Plural>>,
    Own
  >;
  return { ...words, noun, plural };
}

/**
 * What an ordered list's screen says around its reorder, in the spec's words:
 * `reorderMessages('Videos')` — 'Videos reordered successfully', 'Failed to reorder videos' —,
 * with what the area's spec words otherwise as `own` (`{reorderFailed: 'Failed to update order'}`).
 */
export function reorderMessages<
  const Plural extends string,
  const Own extends Partial<Record<'reordered' | 'reorderFailed', string>> = object,
>(plural: Plural, own?: Own) {
  const words = {
    reordered: `${plural} reordered successfully`,
    reorderFailed: `Failed to reorder ${plural.toLowerCase() as Lowercase<Plural>}`,
  } as const;
  return { ...words, ...own } as Worded<typeof words, Own>;
}

// The sentences a request's field rules say, worded once for every area (the spec words them alike).

/** A field left out or blank: `required('Title')` — 'Title is required'. */
export const required = <const Label extends string>(label: Label) => `${label} is required` as const;

/** A list field sent as something else: `listOf('blocks', 'blocks')` — 'blocks must be a list of blocks'. */
export const listOf = <const Field extends string, const Things extends string>(field: Field, things: Things) =>
  `${field} must be a list of ${things}` as const;

/** A yes/no field sent as something else: `trueOrFalse('active')` — 'active must be true or false'. */
export const trueOrFalse = <const Field extends string>(field: Field) => `${field} must be true or false` as const;

/** A field of a fixed set sent as another value: `oneOf('status', STATUSES)` — 'status must be one of a, b'. */
export const oneOf = (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`;

/** An address that is not `http(s)://`: `mustBeAddress('The link')`. */
export const mustBeAddress = <const What extends string>(what: What) =>
  `${what} must be an http:// or https:// address` as const;

/**
 * An address that is neither `http(s)://` nor one of this server's uploads (the contract's
 * `isContentUrl`): `mustBeAddressOrUpload('The photo')`.
 */
export const mustBeAddressOrUpload = <const What extends string>(what: What) =>
  `${what} must be an http:// or https:// address or an uploaded file` as const;
