import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { settlements } from '@contract/index';
import { server } from '../msw/server';
import { API_BASE, fail, ok, onCall, status } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { historyItem, settlementDetail, settlementLine } from '../msw/settlement-fixtures';
import { captureDownloads } from '../utils/downloads';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['settlement:view', 'settlement:confirm'] };
const VIEWER = { isMain: false, authList: ['settlement:view'] };
const SLOW = { timeout: 20_000 };
const CHECK = '/workbench/settlementManagement/checkSettlementList/pending/s-1';

describe('check a settlement bill', { timeout: 90_000 }, () => {
  it('shows the head, the lines in yuan, the audit trail (who, when, address), and leads on to confirm', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(
          settlementDetail({
            settlementId: body.settlementId,
            history: [historyItem('issued'), historyItem('viewed', { actor: '王五', ip: '192.168.1.20', at: '2026-11-17T08:00:00+08:00' })],
          }),
        ),
      ),
    );
    const { where } = renderApp(CHECK, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('¥12,345.67', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('南山科技园保安（深圳示例物业有限公司）')).toBeInTheDocument();
    expect(screen.getByText('2026-11-01 至 2026-11-15')).toBeInTheDocument();
    expect(screen.getByText('¥100.00')).toBeInTheDocument(); // the deductions
    expect(await screen.findByText('7.5 小时')).toBeInTheDocument();
    expect(screen.getAllByText('¥191.25')).toHaveLength(2); // gross and amount of 李四's line
    expect(screen.getByText('¥4.00')).toBeInTheDocument(); // 王五's deduction
    expect(screen.getByText('平台出具账单')).toBeInTheDocument();
    expect(screen.getByText(/· 王五 · IP 192\.168\.1\.20$/)).toBeInTheDocument();
    expect(document.title).toContain('查看结算单');

    await userEvent.click(screen.getByText(/^去\s?确\s?认$/));
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/confirmSettlementList/s-1'));
  });

  it('a paid, corrected bill says when it was paid, the payment reference, what changed, and each deduction’s reason', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(
          settlementDetail({
            settlementId: body.settlementId,
            status: 'paid',
            statusLabel: '已付款',
            version: 2,
            supersedes: 's-0',
            paidAt: '2026-11-20T01:15:00Z',
            paymentReference: 'ZF20261120001',
            correction: {
              previousSettlementId: 's-0',
              previousVersion: 1,
              previousTotal: 1200000,
              previousDeduction: 0,
              changes: [
                {
                  candidateId: 'c-1',
                  candidateName: '李四',
                  before: { quantity: 6, deduction: 0, deductionReason: null, amount: 15300 },
                  after: { quantity: 7.5, deduction: 0, deductionReason: null, amount: 19125 },
                },
                {
                  candidateId: 'c-9',
                  candidateName: '赵六',
                  before: { quantity: 8, deduction: 0, deductionReason: null, amount: 20400 },
                  after: null,
                },
              ],
            },
          }),
        ),
      ),
      onCall(settlements.settlementDetailList, ({ body }) =>
        ok({
          list: [settlementLine({ deduction: 400, amount: 18725, deductionReason: '工牌遗失' })],
          total: 1,
          pageNum: body.pageNum ?? 1,
          pageSize: 30,
        }),
      ),
    );
    renderApp('/workbench/settlementManagement/checkSettlementList/paid/s-1', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('付款流水号', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('ZF20261120001')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:15:00')).toBeInTheDocument(); // Beijing time of 01:15 UTC
    expect(screen.getAllByText('25.50 元/小时').length).toBeGreaterThan(0);
    expect(screen.getByText(/本账单更正了结算单 s-0（第 1 版）：结算金额 ¥12,000\.00 → ¥12,345\.67/)).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: '更正内容' });
    expect(changes).toHaveTextContent('李四：数量 6 → 7.5 小时；金额 ¥153.00 → ¥191.25');
    expect(changes).toHaveTextContent('赵六：移除：原 8 小时，金额 ¥204.00');
    expect(await screen.findByText('工牌遗失')).toBeInTheDocument();
  });

  it('exports the bill: posts its id and saves the file under the name the gateway gives', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/pc_settlement/auth/export`, async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('结算单-s-1.xlsx')}`,
          },
        });
      }),
    );
    const { saved, restore } = captureDownloads();
    try {
      renderApp(CHECK, { global: signedInAs(VIEWER) });
      await screen.findByText('¥12,345.67', {}, SLOW);
      expect(screen.queryByText(/^去\s?确\s?认$/)).toBeNull(); // a viewer cannot confirm
      await userEvent.click(screen.getByText('导出 Excel'));
      await waitFor(() => expect(saved).toEqual(['结算单-s-1.xlsx']));
      expect(asked).toEqual([{ settlementId: 's-1' }]);
      expect(await screen.findByText('导出成功', {}, SLOW)).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says a bill of another supplier (or none) does not exist, with the way back, and no toast', async () => {
    server.use(onCall(settlements.settlementDetailBase, () => fail('E000404', '结算单不存在')));
    renderApp('/workbench/settlementManagement/checkSettlementList/pending/other-9', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('结算单不存在', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/找不到结算单 other-9/)).toBeInTheDocument();
    expect(screen.getByText('返回结算管理')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let failing = true;
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        failing ? (status(500) as never) : ok(settlementDetail({ settlementId: body.settlementId })),
      ),
    );
    renderApp(CHECK, { global: signedInAs(ADMIN) });
    const retry = (await screen.findByText('重新加载', {}, SLOW)).closest('button')!;
    expect(screen.getByText('结算单加载失败')).toBeInTheDocument();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('¥12,345.67', {}, SLOW)).toBeInTheDocument();
  });

  it('tells why a payout failed and leads to fixing the account', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(
          settlementDetail({
            settlementId: body.settlementId,
            status: 'failed',
            statusLabel: '付款失败',
            failReason: '收款账户已销户',
            history: [historyItem('issued'), historyItem('failed', { note: '收款账户已销户' })],
          }),
        ),
      ),
    );
    const { where } = renderApp('/workbench/settlementManagement/checkSettlementList/failed/s-1', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('付款失败', { selector: '.light-alert-message' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('收款账户已销户').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByText('修改收款账户并重新提交'));
    await waitFor(() => expect(where()).toBe('/accountToBeCredited/resubmit/s-1'));
  });

  it('colours each step of the audit trail by what happened: a dispute orange, a failure red, a payment green', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(
          settlementDetail({
            settlementId: body.settlementId,
            history: [historyItem('issued'), historyItem('disputed'), historyItem('failed'), historyItem('paid')],
          }),
        ),
      ),
    );
    renderApp(CHECK, { global: signedInAs(ADMIN) });
    const trail = (await screen.findByText('平台出具账单', {}, SLOW)).closest('ol')!;
    // Newest first; the dot's colour is its second class.
    const dots = [...trail.querySelectorAll('.light-timeline-dot')].map((dot) => dot.classList[1]);
    expect(dots).toEqual(['light-timeline-dot-green', 'light-timeline-dot-red', 'light-timeline-dot-orange', 'light-timeline-dot-blue']);
  });

  it('shows a member without settlement:view the reason instead of the bill', async () => {
    const asked: unknown[] = [];
    server.use(onCall(settlements.settlementDetailBase, ({ body }) => (asked.push(body), ok(settlementDetail()))));
    renderApp(CHECK, { global: signedInAs({ isMain: false, authList: [] }) });
    expect(await screen.findByText('没有查看结算单的权限', {}, SLOW)).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(within(document.body).queryByText('¥12,345.67')).toBeNull();
  });
});
