import type { RewardUnit } from '@contract/tasks.meta';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface TaskTable {
  id: Generated<number>;
  title: string;
  position_type_id: number;
  province_code: string;
  city_code: string;
  district_code: string | null;
  address: string;
  company_name: string;
  /** Integer fen per reward unit. */
  reward_amount: number;
  /** REWARD_UNITS in contract/tasks.meta.ts. */
  reward_unit: RewardUnit;
  settlement_type: string;
  features: string[];
  /** How many people the task needs, and how many orders already took. */
  person_number: number;
  taken_count: Generated<number>;
  sex_requirement: string;
  degree_requirement: string;
  age_min: number | null;
  age_max: number | null;
  work_time: string;
  description: string;
  requirements: string;
  adviser_name: string;
  adviser_phone: string;
  adviser_wechat: string | null;
  /** 1 open, 2 paused, 3 closed, 4 full (TASK_STATUS in modules/tasks/status.ts). */
  status: number;
  publish_time: Timestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TaskCollectionTable {
  user_id: number;
  task_id: number;
  created_at: Timestamp;
}

export interface TaskComplaintTable {
  id: Generated<number>;
  task_id: number;
  supplier_id: number;
  /** Who filed it; the complaint belongs to the supplier. */
  user_id: number;
  reason: string;
  content: string;
  /** 1 open, 2 handled. */
  status: Generated<number>;
  created_at: Timestamp;
  handled_at: Date | null;
}

export interface TaskSiteTable {
  id: Generated<number>;
  task_id: number;
  name: string;
  address: string;
  contact_name: string | null;
  contact_phone: string | null;
  sort: Generated<number>;
}

export type Task = Selectable<TaskTable>;
export type NewTask = Insertable<TaskTable>;

declare module '../../db/schema' {
  interface Database {
    task: TaskTable;
    task_collection: TaskCollectionTable;
    task_complaint: TaskComplaintTable;
    task_site: TaskSiteTable;
  }
}
