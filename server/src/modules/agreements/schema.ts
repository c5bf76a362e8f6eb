import type { ColumnType, Generated } from 'kysely';

export interface FrameworkAgreementTable {
  id: Generated<number>;
  version: number;
  title: string;
  /** Sanitised HTML; the parties are filled in per supplier (fill.ts). */
  template_html: string;
  published_at: ColumnType<Date, Date, never>;
}

export interface FrameworkSignatureTable {
  id: Generated<number>;
  supplier_id: number;
  agreement_id: number;
  /** 'company' | 'person': what the supplier was when it signed. */
  party_type: string;
  /** 'sign' | 'tripartite'. */
  mode: string;
  party_name: string;
  party_credit_code: string | null;
  /** Null when the platform recorded it (the demo seed). */
  signed_by: number | null;
  signer_name: string;
  signer_phone: string;
  client_ip: string | null;
  /** Exactly the text signed; text_hash is its hex SHA-256. */
  signed_text: string;
  text_hash: string;
  signed_at: ColumnType<Date, Date, never>;
}

export interface PartialContractTable {
  id: Generated<number>;
  main_id: string;
  supplier_id: number;
  order_id: number;
  title: string;
  task_title: string;
  /** Sanitised on the way in; text_hash is its hex SHA-256, what a signature records. */
  html: string;
  text_hash: string;
  created_at: ColumnType<Date, Date, never>;
  signed_by: number | null;
  signer_name: string | null;
  signer_phone: string | null;
  client_ip: string | null;
  signed_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    framework_agreement: FrameworkAgreementTable;
    framework_signature: FrameworkSignatureTable;
    partial_contract: PartialContractTable;
  }
}
