// The paths every area's contract declares its calls at, named as the area's code names them.

/**
 * The paths of a collection and of one of its items, named as the area's code names them:
 * `collectionPaths('alerts', 'alert', '/misc/cms/aac/alerts')` is `{alerts: base, alert: base/:id}`.
 */
export function collectionPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { [collection]: base, [item]: `${base}/:id` } as Record<C, B> & Record<I, `${B}/:id`>;
}

/**
 * The paths of an ordered collection: `collectionPaths`, and `reorder` at `base/reorder`, where a
 * `PUT [{id, orderNo}]` renumbers its items.
 */
export function orderedPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { ...collectionPaths(collection, item, base), reorder: `${base}/reorder` as const };
}

/**
 * The paths of a collection whose items are published: `collectionPaths`, and `publish` at
 * `base/:id/publish`, where a `PATCH` sets an item's published status.
 */
export function publishedPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  return { ...collectionPaths(collection, item, base), publish: `${base}/:id/publish` as const };
}

/**
 * The paths of a collection under each item of another, named as the area's code names them:
 * `childPaths('elements', 'element', base)` is `{elements: base/:id/elements, element:
 * base/:id/elements/:elementId}` (GET and POST; PUT and DELETE).
 */
export function childPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  type Paths = Record<C, `${B}/:id/${C}`> & Record<I, `${B}/:id/${C}/:${I}Id`>;
  return { [collection]: `${base}/:id/${collection}`, [item]: `${base}/:id/${collection}/:${item}Id` } as Paths;
}

/**
 * The paths of an ordered collection under each item of another: `childPaths`, and
 * `<collection>Reorder` at `base/:id/<collection>/reorder`, where a `PUT [{id, orderNo}]`
 * renumbers one item's children.
 */
export function orderedChildPaths<const C extends string, const I extends string, const B extends string>(
  collection: C,
  item: I,
  base: B,
) {
  type Reorder = Record<`${C}Reorder`, `${B}/:id/${C}/reorder`>;
  const reorder = { [`${collection}Reorder`]: `${base}/:id/${collection}/reorder` } as Reorder;
  return { ...childPaths(collection, item, base), ...reorder };
}
