import { screen, within } from '@testing-library/react';
import { agreements, login, orders } from '@contract/index';
import { server } from '../msw/server';
import { deferred, ok, onCall } from '../msw/contract';
import { homePageUserInfo } from '../msw/fixtures';
import { commission } from '../msw/order-fixtures';
import { renderApp, loggedIn } from '../utils/render-app';

const SLOW = { timeout: 20_000 };

const pendingContract = {
  kind: 'partial' as const,
  agreementId: '7',
  mainId: 'm-7',
  title: '「南山科技园保安」订单补充合同',
  orderId: 'o-1',
  taskTitle: '南山科技园保安',
  status: 'pending' as const,
  createdAt: '2026-11-20T10:00:00+08:00',
};

describe('the workbench overview while its data loads', { timeout: 60_000 }, () => {
  it('draws the account and commission cards at once with grey bars for the values, then fills them in', async () => {
    const account = deferred();
    const commissionHeld = deferred();
    server.use(
      onCall(login.getHomePageUserInfo, async () => (await account.promise, ok(homePageUserInfo()))),
      onCall(orders.myCommission, async () => (await commissionHeld.promise, ok(commission()))),
    );
    renderApp('/workbench/overview', { global: loggedIn });
    // The cards and their captions are there before any value: what comes later only replaces the grey bars.
    const info = (await screen.findByRole('heading', { name: '账户信息' }, SLOW)).closest('.account-overview') as HTMLElement;
    expect(info).toHaveAttribute('aria-busy', 'true');
    for (const caption of ['姓名', '手机号', '所属企业', '企业认证', '角色', '已接订单', '收藏的任务'])
      expect(within(info).getByText(caption)).toBeInTheDocument();
    expect(info.querySelectorAll('.light-skeleton-text').length).toBeGreaterThanOrEqual(7);
    const earned = screen.getByText(
      (_, el) => el?.className === 'light-statistic-title' && el.textContent === '已获佣金（已付款账单  张）',
    );
    expect(earned.closest('[aria-busy="true"]')).not.toBeNull();

    account.resolve();
    expect(await within(info).findByText('张经理')).toBeInTheDocument();
    expect(info).not.toHaveAttribute('aria-busy');
    expect(info.querySelector('.light-skeleton-text')).toBeNull();
    commissionHeld.resolve();
    expect(await screen.findByText('已获佣金（已付款账单 2 张）')).toBeInTheDocument();
    expect(screen.getByText('1,234.56')).toBeInTheDocument();
  });

  it('puts the reminder of contracts to sign after the cards, so its arrival moves none of them', async () => {
    server.use(onCall(agreements.getAgreementList, () => ok({ list: [pendingContract] })));
    renderApp('/workbench/overview', { global: loggedIn });
    const reminder = await screen.findByText('有 1 份合同待签署', {}, SLOW);
    const statistics = screen.getByRole('heading', { name: '交付统计' });
    const account = screen.getByRole('heading', { name: '账户信息' });
    for (const card of [account, statistics])
      expect(card.compareDocumentPosition(reminder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: /去签署：「南山科技园保安」订单补充合同/ })).toHaveAttribute(
      'href',
      '/signPartialContract/7/m-7',
    );
  });

  it('tells a supplier that has not signed the framework agreement, with the way to sign it and back', async () => {
    server.use(onCall(agreements.checkSign, () => ok({ signed: false, agreementId: '2', version: 2, mode: 'sign' as const })));
    renderApp('/workbench/overview', { global: loggedIn });
    expect(await screen.findByText('尚未签署框架协议', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/接单前需由有签署权限的成员签署第 2 版框架协议/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去签署框架协议' })).toHaveAttribute(
      'href',
      '/myUserInfo/agreements/framework?returnTo=%2Fworkbench',
    );
  });

  it('says nothing of it once signed', async () => {
    const asked = deferred();
    server.use(onCall(agreements.checkSign, () => (asked.resolve(), ok({ signed: true }))));
    renderApp('/workbench/overview', { global: loggedIn });
    await asked.promise;
    await screen.findByRole('heading', { name: '账户信息' }, SLOW);
    expect(screen.queryByText(/框架协议/)).toBeNull();
  });
});
