import type { Db } from '../src/db/schema';
import * as candidateRepo from '../src/modules/candidates/repo';
import * as orderRepo from '../src/modules/orders/repo';

/**
 * The SQL behind talent_list and my_order_list, run straight on the database handle with the same concurrency as
 * the HTTP measurement: the API's p99 divided by this is what routing, validation, auth and JSON cost on top.
 */
export interface SqlOnlyResult {
  name: string;
  rps: number;
  p99: number;
}

async function hammer(name: string, run: () => Promise<unknown>, seconds: number, concurrency: number): Promise<SqlOnlyResult> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { name, rps: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

export async function measureSqlOnly(db: Db, o: { hotOrderId: number; supplierId: number; seconds: number; concurrency: number }): Promise<SqlOnlyResult[]> {
  const scope = { supplierId: o.supplierId, memberId: null };
  const talentList = async (status?: string, offset = 0) => {
    await orderRepo.findScopedOrder(db, scope, o.hotOrderId);
    await candidateRepo.countByStatus(db, { orderId: o.hotOrderId });
    await candidateRepo.pageCandidates(db, { orderId: o.hotOrderId, status }, { offset, limit: 30 });
  };
  const myOrderList = async () => {
    await orderRepo.countOrdersByStatus(db, scope, {});
    const rows = await orderRepo.pageOrders(db, scope, {}, { offset: 0, limit: 30 });
    const ids = rows.map((r) => r.id);
    await Promise.all([orderRepo.listAssignees(db, ids), candidateRepo.countsByOrders(db, ids)]);
  };
  return [
    await hammer('my_order_list (30)', myOrderList, o.seconds, o.concurrency),
    await hammer('talent_list (hot order, 30)', () => talentList(), o.seconds, o.concurrency),
    await hammer('talent_list (hot order, hired)', () => talentList('hired', 30), o.seconds, o.concurrency),
  ];
}
