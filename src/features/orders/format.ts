import { beijingTime } from '@/lib/time';
import type { OrderStatus } from '@contract/orders.meta';

export const ORDER_STATUS_COLORS: Record<OrderStatus, 'processing' | 'success' | 'default'> = {
  ongoing: 'processing',
  finished: 'success',
  cancelled: 'default',
};

/** ISO time as 「2026-11-23 14:05」; empty stays a dash. */
export const timeOf = (iso: string | null | undefined): string => beijingTime(iso);
