import type { Executor } from '../db/schema';
import { insertNotices, insertRemindSetting } from '../modules/notifications';
import { firstOrdersOf } from '../modules/orders';
import { regionCodeByName } from '../modules/reference';
import { newestOpenTasks, taskTerms } from '../modules/tasks';
import { demoPeople } from './demo-people';
import { DEMO_SUPPLIER } from './supplier';
import { candidateListPath, workDetailPath } from '@contract/routes';

const HOUR = 3600 * 1000;

/**
 * The demo supplier's reminder settings and a few notices (some unread), so the bell and the 任务提醒 tab show
 * something on a fresh start. The administrator and 李娜 hear of Shanghai tasks (what `ops create-task` publishes
 * by default); 张伟 has reminders off.
 */
export async function seedDemoNotifications(trx: Executor, now: Date): Promise<void> {
  const people = await demoPeople(trx);
  if (!people) return;
  const { supplierId } = people;
  const phones = [DEMO_SUPPLIER.admin.phone, ...DEMO_SUPPLIER.members.map((m) => m.phone)];
  const idOf = (phone: string) => [people.admin, people.lina, people.zhangwei].find((u) => u.phone === phone)?.user_id;
  const shanghai = await regionCodeByName(trx, 2, '上海市');
  const shenzhen = await regionCodeByName(trx, 2, '深圳市');
  const cities = [shanghai, shenzhen].filter((c): c is string => Boolean(c));
  const settings = [
    { phone: DEMO_SUPPLIER.admin.phone, enabled: true, city_codes: cities.slice(0, 1), reward_floor: 0, reward_unit: null },
    { phone: DEMO_SUPPLIER.members[0]!.phone, enabled: true, city_codes: cities, reward_floor: 2000, reward_unit: 'hour' as const },
    { phone: DEMO_SUPPLIER.members[1]!.phone, enabled: false, city_codes: [], reward_floor: 0, reward_unit: null },
  ];
  for (const s of settings) {
    const userId = idOf(s.phone);
    if (!userId) continue;
    const { enabled, city_codes, reward_floor, reward_unit } = s;
    await insertRemindSetting(trx, {
      supplier_id: supplierId,
      user_id: userId,
      enabled,
      city_codes,
      position_type_ids: [],
      reward_floor,
      reward_unit,
      updated_at: now,
    });
  }

  const tasks = await newestOpenTasks(trx, 3);
  const [first] = await firstOrdersOf(trx, supplierId, 1);
  const order = first && { ...first, title: (await taskTerms(trx, [first.task_id])).get(first.task_id)!.title };
  for (const [index, phone] of phones.entries()) {
    const userId = idOf(phone);
    if (!userId) continue;
    const rows = tasks.map((t, i) => ({
      kind: 'task_remind',
      type: 'task_published',
      object_id: String(t.id) as string | null,
      title: `新任务：${t.title}`,
      body: '符合您的任务提醒设置',
      link: workDetailPath(t.id),
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
        link: candidateListPath(order.task_id, order.id),
        read_at: null,
        created_at: new Date(now.getTime() - 2 * HOUR),
      });
    }
    await insertNotices(
      trx,
      rows.map((r) => ({ ...r, supplier_id: supplierId, user_id: userId })),
    );
  }
}
