import dayjs from 'dayjs';
import type { OrderStatus } from './types';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { ongoing: '进行中', finished: '已完成', cancelled: '已取消' };
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = { ongoing: 'processing', finished: 'success', cancelled: 'default' };

/** ISO time as 「2026-11-23 14:05」; empty stays a dash. */
export const timeOf = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
