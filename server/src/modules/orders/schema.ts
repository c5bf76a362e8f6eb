import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface TaskOrderTable {
  id: Generated<number>;
  task_id: number;
  supplier_id: number;
  taken_by: number;
  status: Generated<number>;
  created_at: Timestamp;
}

export interface OrderAssigneeTable {
  order_id: number;
  user_id: number;
  assigned_by: number;
  created_at: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    task_order: TaskOrderTable;
    order_assignee: OrderAssigneeTable;
  }
}
