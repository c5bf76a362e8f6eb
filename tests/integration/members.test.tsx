import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { members } from '@contract/index';
import { server } from '../msw/server';
import { fail, ok, onCall, status } from '../msw/contract';
import { memberItem, roster } from '../msw/member-handlers';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['task:take', 'member:manage'] };
const WORKER = { isMain: false, authList: ['task:take', 'order:manage'] };
const MANAGER = { isMain: false, authList: ['task:take', 'member:manage'] };

/** The first screen of a file waits for its chunks (antd and the table) to transform. */
const SLOW = { timeout: 20_000 };
const PAGE = '/myUserInfo/members';

/** A button by its label (antd spaces two-character labels: 「移 除」); text queries stay fast beside antd's table. */
const labelled = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);
const buttonIn = (root: HTMLElement, label: string) =>
  within(root).getByText(labelled(label), { selector: 'button, button *' }).closest('button')!;
const findButton = async (label: string) =>
  (await screen.findByText(labelled(label), { selector: 'button, button *' }, SLOW)).closest('button')!;
const rowOf = async (phone: string) => (await screen.findByText(phone, { selector: 'td' }, SLOW)).closest('tr')!;
const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('.ant-modal')!;
const openPopover = () => document.querySelector<HTMLElement>('.light-popconfirm')!;

describe('members section', { timeout: 40_000 }, () => {
  it('lists members and invitations with their status; the administrator invites and gets the link to copy', async () => {
    const sent: unknown[] = [];
    server.use(
      onCall(
        members.addMember,
        ({ body }) => (sent.push(body), ok({ inviteCode: 'x'.repeat(43), expiresAt: '2026-11-30T10:00:00+08:00' })),
      ),
    );
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('赵敏', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('待加入')).toBeInTheDocument();
    expect(screen.getByText('邀请已过期')).toBeInTheDocument();
    expect(screen.getAllByText('已加入')).toHaveLength(2);
    expect(screen.getAllByText('接单、订单管理').length).toBeGreaterThan(0);

    await userEvent.click(await findButton('邀请成员'));
    const dialog = await modalOf('邀请成员');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '139 1234 5678');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '  孙七 ');
    expect(within(dialog).getByRole('checkbox', { name: '接单' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '成员管理' }));
    await userEvent.click(buttonIn(dialog, '发送邀请'));
    const linkDialog = await modalOf('邀请链接');
    expect(sent).toEqual([
      {
        phone: '13912345678',
        name: '孙七',
        permissions: ['task:take', 'order:manage', 'candidate:manage', 'settlement:view', 'member:manage'],
      },
    ]);
    expect(within(linkDialog).getByLabelText('邀请链接')).toHaveValue(`${window.location.origin}/accountActivation?code=${'x'.repeat(43)}`);
    expect(buttonIn(linkDialog, '复制链接')).toBeInTheDocument();
  });

  it('a refused invitation keeps what was typed', async () => {
    server.use(onCall(members.addMember, () => fail('E000409', '已邀请过该手机号，可在成员列表中重新邀请')));
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    await userEvent.click(await findButton('邀请成员'));
    const dialog = await modalOf('邀请成员');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13912345678');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '孙七');
    await userEvent.click(buttonIn(dialog, '发送邀请'));
    expect(await screen.findByText('已邀请过该手机号，可在成员列表中重新邀请')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13912345678');
  });

  it('removes a member and re-invites an expired invitation, each after a confirmation', async () => {
    const removed: unknown[] = [];
    const renewed: unknown[] = [];
    server.use(
      onCall(members.remove, ({ body }) => (removed.push(body), ok(null))),
      onCall(
        members.reInvite,
        ({ body }) => (
          renewed.push(body),
          ok({ inviteCode: 'n'.repeat(43), invitationId: body.invitationId, expiresAt: '2026-11-30T10:00:00+08:00' })
        ),
      ),
    );
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    const row = await rowOf('13800000002');
    await userEvent.click(buttonIn(row, '移除'));
    expect(await screen.findByText('确定移除成员「王五」吗？')).toBeInTheDocument();
    expect(removed).toEqual([]);
    await userEvent.click(buttonIn(openPopover(), '确定'));
    await waitFor(() => expect(removed).toEqual([{ userId: 'u-2' }]));

    const expired = await rowOf('13800000004');
    await userEvent.click(buttonIn(expired, '重新邀请'));
    const pop = (await screen.findByText('将生成新的邀请链接（7 天有效），原链接立即失效。')).closest<HTMLElement>('.light-popconfirm')!;
    await userEvent.click(buttonIn(pop, '重新邀请'));
    const linkDialog = await modalOf('邀请链接');
    expect(renewed).toEqual([{ invitationId: 'i-4' }]);
    expect(within(linkDialog).getByLabelText('邀请链接')).toHaveValue(`${window.location.origin}/accountActivation?code=${'n'.repeat(43)}`);
  });

  it('the administrator transfers the role with an SMS code, after which the screen follows the new role', async () => {
    const sent: unknown[] = [];
    server.use(onCall(members.transferAdmin, ({ body }) => (sent.push(body), ok(null))));
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    await userEvent.click(await findButton('转让管理员'));
    const dialog = await modalOf('转让管理员');
    await userEvent.click(buttonIn(dialog, '确认转让'));
    expect(await within(dialog).findByText('请选择要转让的成员')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox'));
    // Only active ordinary members are offered (not the administrator, not invitations).
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['王五（13800000002）']),
    );
    await userEvent.click(screen.getByText('王五（13800000002）', { selector: '.ant-select-item-option-content' }));
    signedInAs({ isMain: false, authList: ['task:take'] });
    await userEvent.click(buttonIn(dialog, '获取验证码'));
    expect((await within(dialog).findByText(/秒后重新获取/)).closest('button')).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/验证码/), '123456');
    await userEvent.click(buttonIn(dialog, '确认转让'));
    await waitFor(() => expect(sent).toEqual([{ userId: 'u-2', code: '123456' }]));
    // The login info now says "member": the transfer and invite buttons go, the exit button comes.
    expect(await findButton('退出企业')).toBeInTheDocument();
    expect(screen.queryByText('转让管理员', { selector: 'button, button *' })).toBeNull();
  });

  it('a member without the member permission sees their own entry and may exit after a confirmation', async () => {
    let exited = false;
    server.use(onCall(members.exitSubject, () => ((exited = true), ok(null))));
    renderApp(PAGE, { global: signedInAs(WORKER) });
    expect(await screen.findByText('您没有成员管理权限，如需邀请或管理成员请联系企业管理员。', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('邀请成员', { selector: 'button, button *' })).toBeNull();
    expect(screen.queryByText('转让管理员', { selector: 'button, button *' })).toBeNull();
    await userEvent.click(await findButton('退出企业'));
    expect((await screen.findAllByText('确定退出「示例人力资源有限公司」吗？')).length).toBeGreaterThan(0);
    expect(exited).toBe(false);
    await userEvent.click(await findButton('确定退出'));
    await waitFor(() => expect(exited).toBe(true));
  });

  it("a member who manages members may not change permissions nor the administrator's row", async () => {
    renderApp(PAGE, { global: signedInAs(MANAGER) });
    const admin = await rowOf('13800138000');
    expect(within(admin).queryByText(labelled('编辑'))).toBeNull();
    expect(within(admin).queryByText(labelled('移除'))).toBeNull();
    const row = await rowOf('13800000002');
    await userEvent.click(buttonIn(row, '编辑'));
    const dialog = await modalOf('编辑成员');
    expect(within(dialog).getByRole('checkbox', { name: '接单' })).toBeDisabled();
    expect(within(dialog).getByText('只有企业管理员可以修改成员权限')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let broken = true;
    server.use(onCall(members.list, () => (broken ? (status(500) as never) : ok({ list: roster(), total: 4, pageNum: 1, pageSize: 30 }))));
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    const retry = await findButton('重新加载');
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('赵敏')).toBeInTheDocument();
  });

  it('shows an empty search result', async () => {
    server.use(
      onCall(members.list, ({ body }) =>
        ok({ list: body.keyword ? [] : [memberItem()], total: body.keyword ? 0 : 1, pageNum: 1, pageSize: 30 }),
      ),
    );
    renderApp(PAGE, { global: signedInAs(ADMIN) });
    await screen.findByText('王五', {}, SLOW);
    await userEvent.type(screen.getByPlaceholderText('姓名或手机号'), '没有这个人{Enter}');
    expect(await screen.findByText('没有符合条件的成员')).toBeInTheDocument();
  });
});
