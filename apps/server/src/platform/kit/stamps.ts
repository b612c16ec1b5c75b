/** A content row's audit stamps, as its columns hold them. */
interface StampColumns {
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

/**
 * A row's stamps as the wire names them (contract `authored` and `dated`): who created and last
 * changed it, and when. An entity's mapping spreads them: `{id: row.id, ..., ...stampsOf(row)}`.
 */
export const stampsOf = (row: StampColumns) => ({
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});

/**
 * A website's content row as the wire starts and ends it (contract `contentEntity`): its id, the
 * website it belongs to (`assetOwnerId`) and its stamps. An entity's mapping spreads it:
 * `{title: row.title, ..., ...contentRowOf(row)}`.
 */
export const contentRowOf = (row: StampColumns & { id: number; website_id: number }) => ({
  id: row.id,
  assetOwnerId: row.website_id,
  ...stampsOf(row),
});
