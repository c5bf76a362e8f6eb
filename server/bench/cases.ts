import type { Endpoint } from '@contract/http';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import * as settlements from '@contract/settlements';
import * as tasks from '@contract/tasks';

/** A list route `npm run bench:api` measures (`session: true` for an /auth/ route: it is called as the demo admin). */
export interface ListCase {
  name: string;
  endpoint: Endpoint;
  body: unknown;
  session?: boolean;
}

/** The list routes measured; `hotOrderId()` is the order talent_list reads, known once the data is seeded. */
export function listCases(hotOrderId: () => number): ListCase[] {
  return [
    // A find-job page of 30 over BENCH_TASKS tasks, by city (上海市, the busiest), and by keyword.
    { name: 'task_list_select (city, 30)', endpoint: tasks.selectTaskList, body: { cityCode: '310100', pageSize: 30 } },
    { name: 'task_list_select (keyword, reward)', endpoint: tasks.selectTaskList, body: { keyword: '分拣', sort: 'reward', pageSize: 30 } },
    // Issue 10: the demo administrator's orders, and one order's candidates (with the per-status counts).
    { name: 'my_order_list (30)', endpoint: orders.myOrderList, body: { pageNum: 1, pageSize: 30 }, session: true },
    {
      name: 'talent_list (hot order, 30)',
      endpoint: candidates.talentList,
      get body() {
        return { orderId: String(hotOrderId()), pageNum: 1, pageSize: 30 };
      },
      session: true,
    },
    {
      name: 'talent_list (hot order, hired, p2)',
      endpoint: candidates.talentList,
      get body() {
        return { orderId: String(hotOrderId()), status: 'hired', pageNum: 2, pageSize: 30 };
      },
      session: true,
    },
    // The demo supplier's delivery record (all its candidates), and one status, page 2.
    { name: 'donor_record_list (30)', endpoint: orders.donorRecordList, body: { pageNum: 1, pageSize: 30 }, session: true },
    {
      name: 'donor_record_list (hired, p2)',
      endpoint: orders.donorRecordList,
      body: { status: 'hired', pageNum: 2, pageSize: 30 },
      session: true,
    },
    // Issue 13: the demo administrator's settlement bills, all and one status tab, page 2.
    { name: 'settlement page (30)', endpoint: settlements.settlementPage, body: { pageNum: 1, pageSize: 30 }, session: true },
    {
      name: 'settlement page (pending, p2)',
      endpoint: settlements.settlementPage,
      body: { status: 'pending', pageNum: 2, pageSize: 30 },
      session: true,
    },
  ];
}
