import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webhooks } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { attemptItem, deliveryItem, webhookItem } from '../msw/webhook-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['task:take', 'member:manage'] };
const WORKER = { isMain: false, authList: ['task:take', 'order:manage'] };
const SLOW = { timeout: 20_000 };
const PAGE = '/myUserInfo/openApi/webhook';
const SECRET = `whsec_${'A'.repeat(32)}`;

const labelled = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);
const buttonIn = (root: HTMLElement, label: string) =>
  within(root).getByText(labelled(label), { selector: 'button, button *' }).closest('button')!;
const findButton = async (label: string) =>
  (await screen.findByText(labelled(label), { selector: 'button, button *' }, SLOW)).closest('button')!;
const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('.ant-modal')!;
const openPopover = () => document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')!;

describe('开放接口 → Webhook', { timeout: 40_000 }, () => {
  it('an administrator with no subscriptions creates one with Chinese event checkboxes and sees its secret once, with a copy button', async () => {
    const sent: unknown[] = [];
    server.use(onCall(webhooks.webhookCreate, ({ body }) => (sent.push(body), ok({ webhookId: 'w9', secret: SECRET }))));
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('还没有 Webhook 订阅', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(await findButton('新建订阅'));
    const dialog = await modalOf('新建 Webhook 订阅');
    await userEvent.click(buttonIn(dialog, '创建'));
    expect(await within(dialog).findByText('请填写回调地址')).toBeInTheDocument();
    expect(await within(dialog).findByText('请至少选择一个事件')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('回调地址'), ' https://ats.example.com/hook ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /候选人状态变更/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /结算单出具/ }));
    await userEvent.click(buttonIn(dialog, '创建'));
    const secret = await modalOf('签名密钥');
    expect(sent).toEqual([{ url: 'https://ats.example.com/hook', events: ['candidate.status_changed', 'settlement.issued'] }]);
    expect(within(secret).getByLabelText('签名密钥')).toHaveValue(SECRET);
    expect(within(secret).getByText(/只显示这一次/)).toBeInTheDocument();
    expect(buttonIn(secret, '复制')).toBeInTheDocument();
  });

  it('lists subscriptions; rotating shows the new secret, deleting and disabling happen only after their step', async () => {
    const removed: unknown[] = [];
    const updated: unknown[] = [];
    server.use(
      onCall(webhooks.webhookList, () =>
        ok({
          list: [
            webhookItem(),
            webhookItem({ webhookId: 'w2', url: 'https://payroll.example.com/in', events: ['order.status_changed'], enabled: false }),
          ],
        }),
      ),
      onCall(webhooks.webhookDelete, ({ body }) => (removed.push(body), ok(null))),
      onCall(webhooks.webhookUpdate, ({ body }) => (updated.push(body), ok(webhookItem({ enabled: body.enabled ?? true })))),
      onCall(webhooks.webhookRotateSecret, ({ body }) => ok({ webhookId: body.webhookId, secret: SECRET })),
    );
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    const card = (await screen.findByText('https://ats.example.com/hooks/portal', {}, SLOW)).closest<HTMLElement>('.webhook-card')!;
    expect(within(card).getByText('候选人状态变更')).toBeInTheDocument();
    expect(within(card).getByText('已启用')).toBeInTheDocument();
    expect(within(card).getByText('创建于 2026-11-20 09:30')).toBeInTheDocument();
    const other = screen.getByText('https://payroll.example.com/in').closest<HTMLElement>('.webhook-card')!;
    expect(within(other).getByText('已停用')).toBeInTheDocument();
    expect(within(other).getByText('订单状态变更')).toBeInTheDocument();

    await userEvent.click(buttonIn(card, '删除'));
    expect(await screen.findByText('删除该 Webhook 订阅？')).toBeInTheDocument();
    expect(removed).toEqual([]);
    await userEvent.click(buttonIn(openPopover(), '删除'));
    await waitFor(() => expect(removed).toEqual([{ webhookId: 'w1' }]));

    await userEvent.click(buttonIn(card, '轮换密钥'));
    await userEvent.click(buttonIn(await waitFor(() => screen.getByText('轮换签名密钥？').closest<HTMLElement>('.ant-popover')!), '轮换'));
    const secret = await modalOf('新的签名密钥');
    expect(within(secret).getByLabelText('签名密钥')).toHaveValue(SECRET);
    expect(within(secret).getByText(/原密钥已立即失效/)).toBeInTheDocument();

    await userEvent.click(buttonIn(other, '启用'));
    await waitFor(() => expect(updated).toEqual([{ webhookId: 'w2', enabled: true }]));
  });

  it('the delivery log shows each delivery and its attempts; 重新投递 after a confirmation', async () => {
    const redelivered: unknown[] = [];
    server.use(
      onCall(webhooks.webhookList, () => ok({ list: [webhookItem()] })),
      onCall(webhooks.webhookDeliveries, () =>
        ok({
          list: [
            deliveryItem(),
            deliveryItem({ deliveryId: 'd2', eventType: 'settlement.issued', status: 'failed', responseStatus: 503, attempts: 12 }),
          ],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        }),
      ),
      onCall(webhooks.webhookAttempts, () =>
        ok({
          list: [
            attemptItem(),
            attemptItem({ attemptId: 'a2', attemptNo: 2, responseStatus: null, responseBody: '', error: '接收方 10 秒内未应答' }),
            attemptItem({ attemptId: 'a3', attemptNo: 3, succeeded: true, responseStatus: 200, responseBody: 'ok' }),
          ],
        }),
      ),
      onCall(
        webhooks.webhookRedeliver,
        ({ body }) => (
          redelivered.push(body),
          ok(deliveryItem({ deliveryId: 'd3', status: 'pending', attempts: 0, responseStatus: null, redeliveryOf: body.deliveryId }))
        ),
      ),
    );
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    const card = (await screen.findByText('https://ats.example.com/hooks/portal', {}, SLOW)).closest<HTMLElement>('.webhook-card')!;
    await userEvent.click(buttonIn(card, '投递记录'));
    const log = await modalOf('投递记录');
    const failedRow = (await within(log).findByText('失败', {}, SLOW)).closest('tr')!;
    expect(within(failedRow).getByText('结算单出具')).toBeInTheDocument();
    expect(within(failedRow).getByText('503')).toBeInTheDocument();
    const okRow = within(log).getByText('成功').closest('tr')!;
    // Created and last tried, in Beijing time.
    expect(within(okRow).getAllByText('2026-11-21 10:00')).toHaveLength(2);

    await userEvent.click(within(okRow).getByRole('button', { name: /展开/ }));
    expect(await within(log).findByText('接收方 10 秒内未应答')).toBeInTheDocument();
    expect(within(log).getByText('internal error')).toBeInTheDocument();
    expect(within(log).getByText('第 3 次')).toBeInTheDocument();

    await userEvent.click(buttonIn(failedRow as HTMLElement, '重新投递'));
    expect(redelivered).toEqual([]);
    await userEvent.click(
      buttonIn(await waitFor(() => screen.getByText('重新投递该事件？').closest<HTMLElement>('.ant-popover')!), '重新投递'),
    );
    await waitFor(() => expect(redelivered).toEqual([{ deliveryId: 'd2' }]));
  });

  it('a failed load offers a retry', async () => {
    let calls = 0;
    server.use(onCall(webhooks.webhookList, () => (++calls === 1 ? fail('E000500', '服务器开小差了') : ok({ list: [webhookItem()] }))));
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    await userEvent.click(await findButton('重新加载'));
    expect(await screen.findByText('https://ats.example.com/hooks/portal', {}, SLOW)).toBeInTheDocument();
  });

  it('a member who is not the administrator has no 开放接口', async () => {
    renderApp('/myUserInfo/info', { global: signedInAs(WORKER) });
    expect(await screen.findByText('基本信息', { selector: '.side-nav-item' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('开放接口')).not.toBeInTheDocument();
  });
});
