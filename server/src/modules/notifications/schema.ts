import type { RewardUnit } from '@contract/tasks.meta';
import type { ColumnType, Generated } from 'kysely';

export interface TaskRemindSettingTable {
  supplier_id: number;
  user_id: number;
  enabled: boolean;
  city_codes: string[];
  position_type_ids: number[];
  /** Integer fen. */
  reward_floor: number;
  reward_unit: RewardUnit | null;
  updated_at: Date;
}

export interface SupplierNoticeTable {
  id: Generated<number>;
  supplier_id: number;
  user_id: number;
  /** NOTICE_KINDS in contract/notifications.meta.ts. */
  kind: string;
  /** NOTICE_TYPE_KINDS: the change it reports. */
  type: string;
  /** The id of the object it is about. */
  object_id: string | null;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
}

declare module '../../db/schema' {
  interface Database {
    task_remind_setting: TaskRemindSettingTable;
    supplier_notice: SupplierNoticeTable;
  }
}
