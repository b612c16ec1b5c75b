/** A content row's audit columns. */
interface StampedRow {
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A row's audit stamps as the wire names them (contract `authored` and `dated`), for an entity's
 * one mapping function: `{...fields, ...wireStamps(row)}`.
 */
export const wireStamps = (row: StampedRow) => ({
  createdBy: row.created_by,
  updatedBy: row.updated_by,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
});
