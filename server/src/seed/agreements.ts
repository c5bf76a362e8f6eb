import { FRAMEWORK_DEFAULT_TITLE } from '@contract/agreements.meta';
import { insertDemoPartialContract, publishAgreement, sanitizeAgreementHtml, sha256Hex, signCurrentFramework } from '../modules/agreements';
import { firstOrdersOf } from '../modules/orders';
import { taskTerms } from '../modules/tasks';
import type { Executor } from '../db/schema';
import { FRAMEWORK_AGREEMENT_V1 } from './framework-agreement';
import { demoPeople } from './demo-people';

const DAY = 24 * 3600_000;

const contractHtml = (taskTitle: string, orderId: number) =>
  sanitizeAgreementHtml(`
<h2>订单补充合同</h2>
<p>本补充合同依据双方已签署的《${FRAMEWORK_DEFAULT_TITLE}》订立，适用于订单 ${orderId}（任务「${taskTitle}」）。</p>
<ol>
  <li>乙方为本订单推荐的候选人，经用工企业确认入职并在岗满 7 日的，按任务页面公示的佣金标准计费。</li>
  <li>候选人入职后 30 日内主动离职的，乙方应在 15 日内免费补充推荐一次；未能补充的，该名候选人的服务费不予结算。</li>
  <li>本订单的结算周期为月结，甲方于次月 10 日前生成结算单。</li>
  <li>本补充合同未约定的事项，以框架协议为准。</li>
</ol>
<table><thead><tr><th>项目</th><th>约定</th></tr></thead><tbody><tr><td>在岗计费门槛</td><td>7 日</td></tr><tr><td>免费补充推荐期</td><td>30 日</td></tr></tbody></table>`);

/**
 * Framework agreement v1; the demo supplier has signed it (so it takes orders in demos and tests), and two partial
 * contracts on its two oldest orders: one signed by its administrator, one waiting for a signature.
 */
export async function seedAgreements(trx: Executor, now: Date): Promise<void> {
  const published = await publishAgreement(trx, {
    title: FRAMEWORK_DEFAULT_TITLE,
    content: FRAMEWORK_AGREEMENT_V1,
    format: 'html',
    now: new Date(now.getTime() - 60 * DAY),
  });
  if (!published.ok) throw new Error(`framework agreement v1: ${published.reason}`);
  const people = await demoPeople(trx);
  if (!people) return;
  const { supplierId, admin } = people;
  const signer = { userId: admin.user_id, name: admin.user_name, phone: admin.phone };
  await signCurrentFramework(trx, { supplierId, signer, clientIp: '127.0.0.1', now: new Date(now.getTime() - 45 * DAY) });

  const firstOrders = await firstOrdersOf(trx, supplierId, 2);
  const terms = await taskTerms(
    trx,
    firstOrders.map((o) => o.task_id),
  );
  const orders = firstOrders.map((o) => ({ ...o, title: terms.get(o.task_id)!.title }));
  for (const [i, order] of orders.entries()) {
    const html = contractHtml(order.title, order.id);
    const signedAt = i === 0 ? new Date(order.created_at.getTime() + DAY) : null;
    await insertDemoPartialContract(trx, {
      main_id: i === 0 ? '7a1c3e52-0d4b-4f6e-9a8b-2c5d1e0f3a71' : '3f9b2d10-6c7e-4a85-b1d2-9e0a4c6f8b13',
      supplier_id: supplierId,
      order_id: order.id,
      title: `「${order.title}」订单补充合同`,
      task_title: order.title,
      html,
      text_hash: sha256Hex(html),
      created_at: new Date(order.created_at.getTime() + DAY / 2),
      ...(signedAt
        ? { signed_by: admin.user_id, signer_name: admin.user_name, signer_phone: admin.phone, client_ip: '127.0.0.1', signed_at: signedAt }
        : {}),
    });
  }
}
