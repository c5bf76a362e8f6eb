import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { settlements, supplierCentre } from '@contract/index';
import type { SettlementFailCheckRequest } from '@contract/settlements';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { settlementBankAccounts } from '../msw/settlement-handlers';
import { bankList, failCheck, settlementDetail } from '../msw/settlement-fixtures';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['settlement:view', 'settlement:confirm', 'bank:manage'] };
const SLOW = { timeout: 20_000 };
const button = (text: string) => screen.getByText(text, { selector: 'button > span' }).closest('button')!;

function resubmitCalls(answer: (n: number, body: SettlementFailCheckRequest) => Response | ReturnType<typeof ok>) {
  const bodies: SettlementFailCheckRequest[] = [];
  server.use(
    onCall(settlements.settlementFailCheck, ({ body }) => {
      if (!body.resubmit) return ok(failCheck({ settlementId: body.settlementId }));
      bodies.push(body);
      return answer(bodies.length, body) as never;
    }),
  );
  return bodies;
}

describe('the payee account of a bill', { timeout: 90_000 }, () => {
  beforeEach(settlementBankAccounts);

  it('picks an account for confirming and goes back to the bill with it (the default is picked first)', async () => {
    const { where } = renderApp('/accountToBeCredited/confirm/s-1', { global: signedInAs(ADMIN) });
    const picked = await screen.findByLabelText('选择 招商银行 6225 **** **** 1234', {}, SLOW);
    expect(picked).toBeChecked();
    expect(screen.getByText('已选收款账户：招商银行 6225 **** **** 1234（示例人力资源有限公司）')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('选择 中国工商银行 6222 **** **** 7777'));
    expect(screen.getByText('已选收款账户：中国工商银行 6222 **** **** 7777（示例人力资源有限公司）')).toBeInTheDocument();
    await userEvent.click(button('使用所选账户，返回确认'));
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/confirmSettlementList/s-1?payeeAccountId=b-7'));
    expect(await screen.findByText('中国工商银行 6222 **** **** 7777（示例人力资源有限公司）', {}, SLOW)).toBeInTheDocument();
  });

  it('cannot go back without an account: the supplier adds one first', async () => {
    server.use(onCall(supplierCentre.bankInfo, () => ok(bankList({ list: [] }))));
    renderApp('/accountToBeCredited/confirm/s-1', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('还没有银行账户', {}, SLOW)).toBeInTheDocument();
    expect(button('使用所选账户，返回确认')).toBeDisabled();
    expect(button('添加银行账户')).not.toBeDisabled();
  });

  it('shows why a payout failed, then resubmits to the picked account once, keeping the key across a network failure', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(settlementDetail({ settlementId: body.settlementId, status: 'failed', statusLabel: '付款失败' })),
      ),
    );
    const bodies = resubmitCalls((n, body) =>
      n === 1
        ? HttpResponse.error()
        : ok(failCheck({ settlementId: body.settlementId, status: 'confirmed', failReason: null, resubmittable: false })),
    );
    const { where } = renderApp('/accountToBeCredited/resubmit/s-1', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('付款失败：收款账户户名与开户名不符', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/原收款账户 招商银行 6225 \*\*\*\* \*\*\*\* 1234/)).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('选择 中国工商银行 6222 **** **** 7777'));
    await userEvent.click(button('使用所选账户重新提交'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(button('使用所选账户重新提交')).not.toBeDisabled());
    await userEvent.click(button('使用所选账户重新提交'));
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/checkSettlementList/confirmed/s-1'));
    expect(bodies).toEqual([
      { settlementId: 's-1', resubmit: true, payeeAccountId: 'b-7', idempotencyKey: bodies[0].idempotencyKey },
      { settlementId: 's-1', resubmit: true, payeeAccountId: 'b-7', idempotencyKey: bodies[0].idempotencyKey },
    ]);
  });

  it('says a bill that is no longer failed needs no resubmission', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(settlementDetail({ settlementId: body.settlementId, status: 'paid', statusLabel: '已付款' })),
      ),
      onCall(settlements.settlementFailCheck, ({ body }) =>
        ok(failCheck({ settlementId: body.settlementId, status: 'paid', failReason: null, resubmittable: false })),
      ),
    );
    renderApp('/accountToBeCredited/resubmit/s-1', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('该结算单当前为「已付款」，无需重新提交', {}, SLOW)).toBeInTheDocument();
    expect(button('使用所选账户重新提交')).toBeDisabled();
  });

  it('without a bill, manages the bank accounts only', async () => {
    renderApp('/accountToBeCredited', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('招商银行', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('使用所选账户，返回确认', { selector: 'button > span' })).toBeNull();
  });
});
