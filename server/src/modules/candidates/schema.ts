import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

/** Education, work history and skills, as detail_add stores them. */
export interface CandidateDetailJson {
  education: { school: string; major?: string; degree: string; startMonth: string; endMonth?: string }[];
  work: { company: string; position: string; startMonth: string; endMonth?: string; description?: string }[];
  skills: string[];
}

export interface CandidateTable {
  id: Generated<number>;
  order_id: number;
  task_id: number;
  supplier_id: number;
  name: string;
  mobile: string;
  id_number: string | null;
  person_key: string;
  sex: string;
  age: number;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  degree: string;
  expected_interview_time: Date | null;
  site_id: number | null;
  remark: string | null;
  resume_file_id: string | null;
  /** See CANDIDATE_STATUSES in contract/candidates.meta.ts. */
  status: string;
  reject_reason: string | null;
  detail: ColumnType<CandidateDetailJson | null, string | null, string | null>;
  submitted_by: number;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  updated_at: Timestamp;
}

export interface CandidateClaimTable {
  task_id: number;
  person_key: string;
  supplier_id: number;
  candidate_id: number;
  claimed_at: Timestamp;
}

export interface CandidateStatusLogTable {
  id: Generated<number>;
  candidate_id: number;
  supplier_id: number;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_user_id: number | null;
  actor_label: string;
  created_at: Timestamp;
  /** What a platform move arranged (migration 0027): 安排面试's time and place, 已入职's day. */
  interview_at: Timestamp | null;
  interview_place: string | null;
  hired_on: string | null;
}

export interface CandidateShareTable {
  token_hash: string;
  candidate_id: number;
  supplier_id: number;
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Candidates per order and status, kept by triggers on candidate (migration 0023): counts without a scan. */
export interface CandidateTallyTable {
  order_id: number;
  status: string;
  supplier_id: number;
  n: number;
}

declare module '../../db/schema' {
  interface Database {
    candidate: CandidateTable;
    candidate_claim: CandidateClaimTable;
    candidate_status_log: CandidateStatusLogTable;
    candidate_share: CandidateShareTable;
    candidate_tally: CandidateTallyTable;
  }
}
