import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agreements } from '@contract/index';
import type { AgreementListItem, FrameworkDetail } from '@contract/agreements';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['task:take', 'order:manage', 'agreement:sign'] };
const SLOW = { timeout: 20_000 };
const HASH = 'cd'.repeat(32);
const MAIN_ID = '3f9b2d10-6c7e-4a85-b1d2-9e0a4c6f8b13';

const list: AgreementListItem[] = [
  {
    kind: 'framework',
    agreementId: '2',
    title: '供应商合作框架协议',
    version: 2,
    current: true,
    status: 'pending',
    createdAt: '2026-11-20T10:00:00+08:00',
  },
  {
    kind: 'framework',
    agreementId: '1',
    title: '供应商合作框架协议',
    version: 1,
    current: false,
    status: 'signed',
    createdAt: '2026-09-01T10:00:00+08:00',
    signedAt: '2026-09-02T10:00:00+08:00',
    signerName: '张经理',
  },
  {
    kind: 'partial',
    agreementId: '7',
    mainId: MAIN_ID,
    title: '「南山科技园保安」订单补充合同',
    orderId: '18',
    taskTitle: '南山科技园保安',
    status: 'pending',
    createdAt: '2026-11-21T10:00:00+08:00',
  },
];

const detail = (over: Partial<FrameworkDetail> = {}): FrameworkDetail => ({
  agreementId: '2',
  version: 2,
  title: '供应商合作框架协议',
  publishedAt: '2026-11-20T10:00:00+08:00',
  current: true,
  html: '<h1>供应商合作框架协议</h1><p>乙方：深圳某人力（企业）</p><p onclick="window.__pwned=1">第一条</p>',
  textHash: HASH,
  party: { name: '深圳某人力', creditCode: '91440300MA5DEMO01X', type: 'company' },
  mode: 'sign',
  signed: false,
  ...over,
});

describe('协议管理 in the personal centre', { timeout: 30_000 }, () => {
  it('lists framework versions and partial contracts, signed and pending, with the way to sign', async () => {
    server.use(
      onCall(agreements.getAgreementList, () => ok({ list })),
      onCall(agreements.checkSign, () => ok({ signed: false, agreementId: '2', version: 2, mode: 'sign' as const })),
    );
    renderApp('/myUserInfo/agreements', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('「南山科技园保安」订单补充合同', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('请签署最新版框架协议（第 2 版）后继续接单')).toBeInTheDocument();
    expect(screen.getByText('当前版本')).toBeInTheDocument();
    expect(screen.getAllByText('待签署')).toHaveLength(2);
    expect(screen.getByText('已签署')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: '去签署' }).map((a) => a.getAttribute('href'));
    expect(links).toContain(`/signPartialContract/7/${MAIN_ID}`);
    expect(links).toContain('/myUserInfo/agreements/framework?agreementId=2');
    await waitFor(() => expect(document.title).toBe('个人中心'));
  });

  it('signs the current framework version after reading and consent, then leads back to the task', async () => {
    let current = detail();
    const signed: unknown[] = [];
    server.use(
      onCall(agreements.checkSign, () =>
        ok(current.signed ? { signed: true } : { signed: false, agreementId: '2', version: 2, mode: 'sign' as const }),
      ),
      onCall(agreements.filledDetail, () => ok(current)),
      onCall(agreements.agreementSigning, ({ body }) => {
        signed.push(body);
        const record = {
          signerName: '张经理',
          signerPhone: '13800000000',
          signedAt: '2026-11-23T09:30:00+08:00',
          clientIp: '203.0.113.9',
          textHash: HASH,
        };
        current = detail({ signed: true, signature: { ...record, mode: 'sign' } });
        return ok({
          ...record,
          agreementId: '2',
          version: 2,
          partyName: '深圳某人力',
          partyType: 'company' as const,
          mode: 'sign' as const,
        });
      }),
    );
    const { container, where } = renderApp(`/myUserInfo/agreements/framework?returnTo=${encodeURIComponent('/findJob/workDetail/t-1')}`, {
      global: signedInAs(ADMIN),
    });
    expect(await screen.findByText('第一条', {}, SLOW)).toBeInTheDocument();
    expect(container.querySelector('.contract-document-body [onclick]')).toBeNull();
    // jsdom lays nothing out, so the text counts as read to the end at once; consent is still required.
    const sign = screen.getByRole('button', { name: /签\s?署/ });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '我已阅读并同意以上全部内容' })).toBeEnabled());
    expect(sign).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上全部内容' }));
    await userEvent.click(sign);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认签署' }));
    const record = await screen.findByRole('region', { name: '签署记录' });
    expect(within(record).getByText('深圳某人力（企业）')).toBeInTheDocument();
    expect(signed).toEqual([{ agreementId: '2', textHash: HASH }]);
    await userEvent.click(screen.getByRole('button', { name: '返回任务继续接单' }));
    await waitFor(() => expect(where()).toBe('/findJob/workDetail/t-1'));
  });

  it('never follows a returnTo that leaves the site', async () => {
    server.use(onCall(agreements.checkSign, () => ok({ signed: true })));
    renderApp(`/myUserInfo/agreements/framework?returnTo=${encodeURIComponent('//evil.example/x')}`, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('您已签署最新版框架协议', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回任务继续接单' })).toBeNull();
  });
});
