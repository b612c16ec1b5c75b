// The words every area's screens say around its calls, in the spec's wording.

/**
 * What a resource's screens say around its calls, in the wording the spec gives most areas:
 * `outcomeMessages('Notice', 'notices')` — 'Notice created successfully', 'Failed to load notices',
 * 'No notices yet', 'Are you sure you want to delete this notice?'. An area spreads it and adds or
 * overrides what its spec words differently.
 */
export function outcomeMessages<const Noun extends string, const Plural extends string>(noun: Noun, plural: Plural) {
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
 * What an ordered list's screen says around its reorder, in the spec's words:
 * `reorderMessages('Videos')` — 'Videos reordered successfully', 'Failed to reorder videos'.
 */
export function reorderMessages<const Plural extends string>(plural: Plural) {
  return {
    reordered: `${plural} reordered successfully`,
    reorderFailed: `Failed to reorder ${plural.toLowerCase() as Lowercase<Plural>}`,
  } as const;
}
