// Provisional shapes of the order calls until the contract has them (then these become aliases of its types).
import type { Page } from '@contract/http';

export type OrderStatus = 'ongoing' | 'finished' | 'cancelled';

export interface OrderRow {
  orderId: string;
  taskId: string;
  taskTitle: string;
  status: OrderStatus;
  personNumber: number;
  candidateCount: number;
  hiredCount: number;
  takenAt: string;
  assigneeName: string | null;
}

export interface MyOrderListRequest {
  pageNum: number;
  pageSize: number;
  status?: OrderStatus;
  keyword?: string;
}

export type MyOrderListResponse = Page<OrderRow> & { counts: Record<OrderStatus | 'all', number> };

export interface OrderMember {
  userId: string;
  userName: string;
  phone: string;
}

export interface DonorRecord {
  candidateId: string;
  orderId: string;
  taskId: string;
  taskTitle: string;
  candidateName: string;
  status: string;
  submittedAt: string;
  updatedAt: string;
  memberName: string;
}

export interface DonorRecordRequest {
  pageNum: number;
  pageSize: number;
  from?: string;
  to?: string;
  taskId?: string;
  status?: string;
}

export type Granularity = 'day' | 'week' | 'month';

export interface DonateStatistics {
  buckets: { label: string; submitted: number; interviewed: number; hired: number }[];
}

export interface MyCommission {
  earnedFen: number;
  pendingFen: number;
}
