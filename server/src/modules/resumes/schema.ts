import type { ColumnType } from 'kysely';
import type { ResumeConfidence } from '@contract/resumes';

export interface ResumeDraftTable {
  file_id: number;
  supplier_id: number;
  created_by: number;
  file_name: string;
  file_size: number;
  name: string | null;
  mobile: string | null;
  id_number: string | null;
  sex: string | null;
  age: number | null;
  degree: string | null;
  /** jsonb: written as a JSON string, read back parsed. */
  confidence: ColumnType<ResumeConfidence, string, string>;
  submitting_since: Date | null;
  candidate_id: number | null;
  submitted_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface UploadCodeTable {
  code_hash: string;
  supplier_id: number | null;
  purpose: string | null;
  /** The first answer, replayed to every retry (jsonb). */
  result: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
  used_at: Date | null;
}

declare module '../../db/schema' {
  interface Database {
    resume_draft: ResumeDraftTable;
    upload_code: UploadCodeTable;
  }
}
