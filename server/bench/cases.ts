import type { Endpoint } from '@contract/http';
import * as candidates from '@contract/candidates';
import * as orders from '@contract/orders';
import * as audit from '@contract/platform/audit';
import * as platformOrders from '@contract/platform/orders';
import * as platformSettlements from '@contract/platform/settlements';
import * as platformSuppliers from '@contract/platform/suppliers';
import * as platformTasks from '@contract/platform/tasks';
import * as settlements from '@contract/settlements';
import * as tasks from '@contract/tasks';

/**
 * A list route `npm run bench:api` measures. `session`: who calls an /auth/ route, the demo supplier's administrator
 * or (a platform route) the bench's staff member, an admin logged in to the console.
 */
export interface ListCase {
  name: string;
  endpoint: Endpoint;
  body: unknown;
  session?: 'supplier' | 'staff';
}

/** Rows the cases read, known once the data is seeded: the demo's hot order and its task. */
export interface BenchIds {
  hotOrderId: number;
  hotTaskId: number;
}

/** The list routes measured; `ids()` is read when a case's body is. */
export function listCases(ids: () => BenchIds): ListCase[] {
  return [...supplierCases(() => ids().hotOrderId), ...consoleCases(() => ids().hotTaskId)];
}

function supplierCases(hotOrderId: () => number): ListCase[] {
  return [
    // A find-job page of 30 over BENCH_TASKS tasks, by city (上海市, the busiest), and by keyword.
    { name: 'task_list_select (city, 30)', endpoint: tasks.selectTaskList, body: { cityCode: '310100', pageSize: 30 } },
    { name: 'task_list_select (keyword, reward)', endpoint: tasks.selectTaskList, body: { keyword: '分拣', sort: 'reward', pageSize: 30 } },
    // Issue 10: the demo administrator's orders, and one order's candidates (with the per-status counts).
    { name: 'my_order_list (30)', endpoint: orders.myOrderList, body: { pageNum: 1, pageSize: 30 }, session: 'supplier' },
    {
      name: 'talent_list (hot order, 30)',
      endpoint: candidates.talentList,
      get body() {
        return { orderId: String(hotOrderId()), pageNum: 1, pageSize: 30 };
      },
      session: 'supplier',
    },
    {
      name: 'talent_list (hot order, hired, p2)',
      endpoint: candidates.talentList,
      get body() {
        return { orderId: String(hotOrderId()), status: 'hired', pageNum: 2, pageSize: 30 };
      },
      session: 'supplier',
    },
    // The demo supplier's delivery record (all its candidates), and one status, page 2.
    { name: 'donor_record_list (30)', endpoint: orders.donorRecordList, body: { pageNum: 1, pageSize: 30 }, session: 'supplier' },
    {
      name: 'donor_record_list (hired, p2)',
      endpoint: orders.donorRecordList,
      body: { status: 'hired', pageNum: 2, pageSize: 30 },
      session: 'supplier',
    },
    // Issue 13: the demo administrator's settlement bills, all and one status tab, page 2.
    { name: 'settlement page (30)', endpoint: settlements.settlementPage, body: { pageNum: 1, pageSize: 30 }, session: 'supplier' },
    {
      name: 'settlement page (pending, p2)',
      endpoint: settlements.settlementPage,
      body: { status: 'pending', pageNum: 2, pageSize: 30 },
      session: 'supplier',
    },
  ];
}

/** The platform console's lists, over every supplier's rows, as its staff read them. */
function consoleCases(hotTaskId: () => number): ListCase[] {
  const staff = 'staff' as const;
  return [
    // 供应商: a name search (压测供应商1… matches about a ninth of them) and a status tab (nearly all of them).
    {
      name: 'console suppliers (name, 30)',
      endpoint: platformSuppliers.platformSupplierList,
      body: { keyword: '压测供应商1', pageNum: 1, pageSize: 30 },
      session: staff,
    },
    {
      name: 'console suppliers (verified, 30)',
      endpoint: platformSuppliers.platformSupplierList,
      body: { verifyStatus: 2, pageNum: 1, pageSize: 30 },
      session: staff,
    },
    // 任务: every task, and the open ones in 上海市.
    { name: 'console tasks (30)', endpoint: platformTasks.platformTaskList, body: { pageNum: 1, pageSize: 30 }, session: staff },
    {
      name: 'console tasks (open, city, 30)',
      endpoint: platformTasks.platformTaskList,
      body: { status: 'open', cityCode: '310100', pageNum: 1, pageSize: 30 },
      session: staff,
    },
    // 订单与候选人: the hot task's orders, and its candidates (all of its orders') with the counts per status.
    {
      name: 'console orders (hot task)',
      endpoint: platformOrders.platformOrderList,
      get body() {
        return { taskId: String(hotTaskId()), pageNum: 1, pageSize: 30 };
      },
      session: staff,
    },
    {
      name: 'console candidates (hot task, 30)',
      endpoint: platformOrders.platformCandidateList,
      get body() {
        return { taskId: String(hotTaskId()), pageNum: 1, pageSize: 30 };
      },
      session: staff,
    },
    {
      name: 'console candidates (hot, hired, p2)',
      endpoint: platformOrders.platformCandidateList,
      get body() {
        return { taskId: String(hotTaskId()), status: 'hired', pageNum: 2, pageSize: 30 };
      },
      session: staff,
    },
    // 结算: every supplier's bills with the totals per status, all and one status, page 2.
    {
      name: 'console bills (30)',
      endpoint: platformSettlements.platformSettlementList,
      body: { pageNum: 1, pageSize: 30 },
      session: staff,
    },
    {
      name: 'console bills (confirmed, p2)',
      endpoint: platformSettlements.platformSettlementList,
      body: { status: 'confirmed', pageNum: 2, pageSize: 30 },
      session: staff,
    },
    // 操作记录: the whole log, and one action, page 2.
    { name: 'console actions (30)', endpoint: audit.platformActionList, body: { pageNum: 1, pageSize: 30 }, session: staff },
    {
      name: 'console actions (one action, p2)',
      endpoint: audit.platformActionList,
      body: { action: 'settlement.pay', pageNum: 2, pageSize: 30 },
      session: staff,
    },
  ];
}
