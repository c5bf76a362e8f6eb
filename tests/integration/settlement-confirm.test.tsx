import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { settlements, supplierCentre } from '@contract/index';
import type { SettlementConfirmRequest } from '@contract/settlements';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { settlementBankAccounts } from '../msw/settlement-handlers';
import { bankList, payee, settlementDetail } from '../msw/settlement-fixtures';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['settlement:view', 'settlement:confirm'] };
const SLOW = { timeout: 20_000 };
const CONFIRM = '/workbench/settlementManagement/confirmSettlementList/s-1';
const button = (text: string) =>
  screen.getByText(new RegExp(`^${text.split('').join('\\s?')}$`), { selector: 'button > span' }).closest('button')!;

function confirmCalls(answer: (body: SettlementConfirmRequest, n: number) => ReturnType<typeof ok> | ReturnType<typeof fail> | Response) {
  const bodies: SettlementConfirmRequest[] = [];
  server.use(
    onCall(settlements.settlementConfirm, ({ body }) => {
      bodies.push(body);
      return answer(body, bodies.length) as never;
    }),
  );
  return bodies;
}

const confirmed = (body: SettlementConfirmRequest) =>
  ok({
    settlementId: body.settlementId,
    action: body.action,
    status: body.action === 'confirm' ? 'confirmed' : 'disputed',
    actedAt: '2026-11-23T10:00:00+08:00',
    payee,
  } as const);

/** Opens the confirmation and presses its OK. */
async function confirmInDialog() {
  await userEvent.click(button('确认结算单'));
  // The first confirmation loads antd's modal on use (nothing of antd comes with the page): give it time.
  const dialog = (await screen.findAllByText('确认结算单？', {}, SLOW)).at(-1)!.closest<HTMLElement>('.ant-modal')!;
  expect(within(dialog).getByText(/¥12,345\.67.*付至(招商银行|中国工商银行|默认收款账户)/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByText(/^确认结算$/));
}

describe('confirm a settlement bill', { timeout: 90_000 }, () => {
  beforeEach(settlementBankAccounts);

  it('keeps the idempotency key of an attempt across a network failure, so the retry cannot confirm twice', async () => {
    const bodies = confirmCalls((body, n) => (n === 1 ? HttpResponse.error() : confirmed(body)));
    const { where } = renderApp(CONFIRM, { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    await confirmInDialog();
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(button('确认结算单')).not.toBeDisabled());
    expect(where()).toBe('/workbench/settlementManagement/confirmSettlementList/s-1');

    await confirmInDialog();
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/checkSettlementList/confirmed/s-1'));
    expect(bodies).toHaveLength(2);
    expect(bodies[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual({ settlementId: 's-1', action: 'confirm', payeeAccountId: 'b-1', idempotencyKey: bodies[0].idempotencyKey });
  });

  it('sends one request for a double press while the first is out', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = confirmCalls(() => held.then(() => HttpResponse.error()) as never);
    renderApp(CONFIRM, { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    await confirmInDialog();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(button('确认结算单')).toBeDisabled();
    release();
    await waitFor(() => expect(button('确认结算单')).not.toBeDisabled());
    expect(bodies).toHaveLength(1);
  });

  it('starts a new attempt (a new key) after a refusal, and pays to the account chosen on the payee page', async () => {
    const bodies = confirmCalls((_body, n) =>
      n === 1 ? fail('E000409', '结算单已被其他成员确认') : fail('E000409', '结算单已被其他成员确认'),
    );
    renderApp(`${CONFIRM}?payeeAccountId=b-7`, { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    await confirmInDialog();
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The toast, and the same words in the live region that announces it.
    await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent('结算单已被其他成员确认'), SLOW);
    await waitFor(() => expect(button('确认结算单')).not.toBeDisabled());
    await confirmInDialog();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0].payeeAccountId).toBe('b-7');
    expect(screen.getByText('中国工商银行 6222 **** **** 7777（示例人力资源有限公司）')).toBeInTheDocument();
    expect(bodies[1].idempotencyKey).not.toBe(bodies[0].idempotencyKey);
  });

  it('leads to the payee-account page when the supplier has no payee account', async () => {
    server.use(onCall(supplierCentre.bankInfo, () => ok(bankList({ list: [] }))));
    const bodies = confirmCalls(() => fail('E000703', '请先添加收款账户'));
    const { where } = renderApp(CONFIRM, { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    // The bill and the payee accounts load side by side: the warning shows once the (empty) account list is in.
    expect(await screen.findByText('还没有收款账户：确认前请先添加收款账户', {}, SLOW)).toBeInTheDocument();
    await confirmInDialog();
    await waitFor(() => expect(where()).toBe('/accountToBeCredited/confirm/s-1'));
    expect(await screen.findByText('还没有收款账户，请先添加收款账户再确认')).toBeInTheDocument();
    expect(bodies[0].payeeAccountId).toBeUndefined();
  });

  it('refuses a dispute without a reason, then disputes the chosen lines with the trimmed reason', async () => {
    const bodies = confirmCalls((body) => confirmed(body));
    const { where } = renderApp(CONFIRM, { global: signedInAs(ADMIN) });
    await screen.findByText('¥12,345.67', {}, SLOW);
    await userEvent.click(await screen.findByLabelText('选择 王五 的明细'));
    expect(screen.getByText('已选 1 条')).toBeInTheDocument();
    await userEvent.click(button('提出异议'));
    const dialog = (await screen.findAllByText('对结算单提出异议', {}, SLOW)).at(-1)!.closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(dialog).getByText(/^提交异议$/));
    expect(await within(dialog).findByText('请填写异议原因')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('异议原因'), ' 好');
    await userEvent.click(within(dialog).getByText(/^提交异议$/));
    expect(await within(dialog).findByText('异议原因至少 2 个字')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('异议原因'), '王五 8 小时应为 10 小时 ');
    expect(within(dialog).getByLabelText('所选明细（1 条）')).toBeChecked();
    await userEvent.click(within(dialog).getByText(/^提交异议$/));
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/checkSettlementList/disputed/s-1'));
    expect(bodies).toEqual([
      {
        settlementId: 's-1',
        action: 'dispute',
        reason: '好王五 8 小时应为 10 小时',
        lineIds: ['l-2'],
        idempotencyKey: bodies[0].idempotencyKey,
      },
    ]);
  });

  it('offers no confirmation on a bill that is no longer pending', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(settlementDetail({ settlementId: body.settlementId, status: 'paid', statusLabel: '已付款' })),
      ),
    );
    renderApp(CONFIRM, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('该结算单已付款，不能再确认或提出异议', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/^确\s?认\s?结\s?算\s?单$/, { selector: 'button > span' })).toBeNull();
  });

  it('tells a viewer without settlement:confirm that confirming needs it', async () => {
    renderApp(CONFIRM, { global: signedInAs({ isMain: false, authList: ['settlement:view'] }) });
    expect(await screen.findByText('没有确认结算单的权限', {}, SLOW)).toBeInTheDocument();
  });
});
