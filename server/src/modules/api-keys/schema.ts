import type { ColumnType, Generated } from 'kysely';

export interface ApiKeyTable {
  id: Generated<number>;
  supplier_id: number;
  name: string;
  /** `sk_` and the key's first characters, for the list. */
  prefix: string;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  key_hash: string;
  scopes: string[];
  created_by: number | null;
  created_at: ColumnType<Date, Date, never>;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_by: number | null;
}

declare module '../../db/schema' {
  interface Database {
    api_key: ApiKeyTable;
  }
}
