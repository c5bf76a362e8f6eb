import type { ColumnType, Generated } from 'kysely';

export interface StoredFileTable {
  id: Generated<number>;
  /** Null while the file belongs to its uploader alone (a licence uploaded before the supplier exists). */
  supplier_id: number | null;
  uploaded_by: number;
  /** What the file was uploaded for: `resume`, `licence`, `idcard`. */
  purpose: string;
  /** Made safe on the way in (no path, no control or bidi characters), extension matching `ext`. */
  original_name: string;
  /** Sniffed from the bytes, never the client's content type. */
  mime: string;
  ext: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  content: Uint8Array;
  created_at: ColumnType<Date, Date, never>;
}

declare module '../../db/schema' {
  interface Database {
    stored_file: StoredFileTable;
  }
}
