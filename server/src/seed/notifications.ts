import type { Executor } from '../db/schema';
import { DEMO_SUPPLIER } from './supplier';

const HOUR = 3600 * 1000;

/**
 * The demo supplier's reminder settings and a few notices (some unread), so the bell and the 任务提醒 tab show
 * something on a fresh start. The administrator and 李娜 hear of Shanghai tasks (what `ops create-task` publishes
 * by default); 张伟 has reminders off.
 */
export async function seedDemoNotifications(trx: Executor, now: Date): Promise<void> {
  const supplier = await trx.selectFrom('supplier').select('id').where('name', '=', DEMO_SUPPLIER.name).executeTakeFirst();
  if (!supplier) return;
  const phones = [DEMO_SUPPLIER.admin.phone, ...DEMO_SUPPLIER.members.map((m) => m.phone)];
  const users = await trx.selectFrom('app_user').select(['id', 'phone']).where('phone', 'in', phones).execute();
  const idOf = (phone: string) => users.find((u) => u.phone === phone)?.id;
  const shanghai = await trx.selectFrom('region').select('code').where('level', '=', 2).where('name', '=', '上海市').executeTakeFirst();
  const shenzhen = await trx.selectFrom('region').select('code').where('level', '=', 2).where('name', '=', '深圳市').executeTakeFirst();
  const cities = [shanghai?.code, shenzhen?.code].filter((c): c is string => Boolean(c));
  const settings = [
    { phone: DEMO_SUPPLIER.admin.phone, enabled: true, city_codes: cities.slice(0, 1), reward_floor: 0, reward_unit: null },
    { phone: DEMO_SUPPLIER.members[0]!.phone, enabled: true, city_codes: cities, reward_floor: 2000, reward_unit: 'hour' as const },
    { phone: DEMO_SUPPLIER.members[1]!.phone, enabled: false, city_codes: [], reward_floor: 0, reward_unit: null },
  ];
  for (const s of settings) {
    const userId = idOf(s.phone);
    if (!userId) continue;
    await trx
      .insertInto('task_remind_setting')
      .values({ supplier_id: supplier.id, user_id: userId, enabled: s.enabled, city_codes: s.city_codes, position_type_ids: [], reward_floor: s.reward_floor, reward_unit: s.reward_unit, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  const tasks = await trx.selectFrom('task').select(['id', 'title', 'city_code']).where('status', '=', 1).orderBy('publish_time', 'desc').limit(3).execute();
  const order = await trx
    .selectFrom('task_order as o')
    .innerJoin('task as t', 't.id', 'o.task_id')
    .select(['o.id', 'o.task_id', 't.title'])
    .where('o.supplier_id', '=', supplier.id)
    .orderBy('o.id')
    .executeTakeFirst();
  for (const [index, phone] of phones.entries()) {
    const userId = idOf(phone);
    if (!userId) continue;
    const rows = tasks.map((t, i) => ({
      kind: 'task_remind',
      type: 'task_published',
      object_id: String(t.id) as string | null,
      title: `新任务：${t.title}`,
      body: '符合您的任务提醒设置',
      link: `/findJob/workDetail/${t.id}`,
      // The oldest is read: the bell shows a mix.
      read_at: i === tasks.length - 1 ? now : null,
      created_at: new Date(now.getTime() - (i + 1) * 5 * HOUR),
    }));
    if (order) {
      rows.push({
        kind: index === 0 ? 'candidate_status' : 'order_status',
        type: index === 0 ? 'candidate_status' : 'order_distributed',
        object_id: index === 0 ? null : String(order.id),
        title: index === 0 ? `订单「${order.title}」有候选人状态更新` : `新订单分配：${order.title}`,
        body: index === 0 ? '有候选人进入「已面试」，请及时跟进' : `企业管理员将订单「${order.title}」分配给了您`,
        link: `/workbench/order/candidateList/${order.task_id}/${order.id}`,
        read_at: null,
        created_at: new Date(now.getTime() - 2 * HOUR),
      });
    }
    if (rows.length > 0) await trx.insertInto('supplier_notice').values(rows.map((r) => ({ ...r, supplier_id: supplier.id, user_id: userId }))).execute();
  }
}
