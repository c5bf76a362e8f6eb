import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { files, supplierCentre, user } from '@contract/index';
import type { RequestOf } from '@contract/http';
import { server } from '../msw/server';
import { fail, ok, onCall, status, urlOf } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { bankAccount, bankList, companyProfile } from '../msw/supplier-centre-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['supplier:edit', 'bank:manage'] };
const MEMBER = { isMain: false, authList: ['task:take'] };
const SLOW = { timeout: 20_000 };
/** A UnionPay card number with a valid Luhn check digit, and the same with a wrong one. */
const GOOD_CARD = '6225882112345670';
const BAD_CARD = '6225882112345671';

type Operation = RequestOf<typeof supplierCentre.operationBank>;

function recordOperations(
  answer: (body: Operation) => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok({ id: 'b-9', ...bankList() }),
) {
  const bodies: Operation[] = [];
  server.use(onCall(supplierCentre.operationBank, ({ body }) => (bodies.push(body), answer(body) as never)));
  return bodies;
}

function recordCodes() {
  const scenes: string[] = [];
  server.use(onCall(user.sendVerCode, ({ body }) => (scenes.push(body.scene), ok(null))));
  return scenes;
}

describe('基本信息', { timeout: 40_000 }, () => {
  it('shows the verified identity and the profile, and fetches the logo with the session', async () => {
    const logoRequests: string[] = [];
    // jsdom's XHR cannot take a binary body from msw (undici's Response wants Blob.stream): the fetch is
    // checked here, the picture itself in a browser.
    server.use(
      onCall(supplierCentre.detail, () => ok(companyProfile({ logoFileId: 'f-1' }))),
      http.get(
        urlOf(files.downloadFile),
        ({ request }) => (
          logoRequests.push(`${new URL(request.url).search} ${request.headers.get('AuthToken') ? 'token' : 'none'}`),
          HttpResponse.error()
        ),
      ),
    );
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('示例人力资源有限公司', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('91440300MA5DEMO001')).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByText('广东省 深圳市 南山区')).toBeInTheDocument();
    expect(screen.getByText('0755-88886666')).toBeInTheDocument();
    expect(await screen.findByText('Logo 加载失败')).toBeInTheDocument();
    expect(logoRequests).toEqual(['?fileId=f-1 token']);
  });

  it('edits contact, address and scope; the saved profile replaces the shown one', async () => {
    const sent: unknown[] = [];
    server.use(
      onCall(supplierCentre.editDetail, ({ body }) => {
        sent.push(body);
        return ok(
          companyProfile({ contactName: body.contactName, regionName: '广东省 广州市 天河区', cityCode: '440100', districtCode: '440106' }),
        );
      }),
    );
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    await userEvent.click(await screen.findByRole('button', { name: '编辑资料' }, SLOW));
    // The form's code comes with the click.
    const contact = await screen.findByLabelText('联系人', {}, SLOW);
    await userEvent.clear(contact);
    await userEvent.type(contact, '李主管');
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      contactName: '李主管',
      contactPhone: '0755-88886666',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      street: '科技园南区 1 栋',
      businessScope: '人力资源外包',
      logoFileId: null,
    });
    expect(await screen.findByText('李主管')).toBeInTheDocument();
    expect(screen.getByText('广东省 广州市 天河区')).toBeInTheDocument();
  });

  it('picks the address from the three-level city data', async () => {
    const sent: { provinceCode: string; cityCode: string; districtCode?: string }[] = [];
    server.use(onCall(supplierCentre.editDetail, ({ body }) => (sent.push(body), ok(companyProfile()))));
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    await userEvent.click(await screen.findByRole('button', { name: '编辑资料' }, SLOW));
    await userEvent.click(await screen.findByRole('combobox', { name: '所在地区' }, SLOW));
    for (const place of ['广东省', '广州市', '天河区']) {
      const option = await screen.findByTitle(place);
      await userEvent.click(option);
    }
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ provinceCode: '440000', cityCode: '440100', districtCode: '440106' });
  });

  it('checks the form before sending: a bad phone is refused on the spot', async () => {
    const sent = recordOperations();
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    await userEvent.click(await screen.findByRole('button', { name: '编辑资料' }, SLOW));
    const phone = await screen.findByLabelText('联系电话', {}, SLOW);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请输入手机号或带区号的座机号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('leads to each section with a link of the side menu, the current one marked', async () => {
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    // Two navigations of the same links: the side menu, and the bar that replaces it on a phone (CSS shows one).
    const menu = (await screen.findAllByRole('navigation', { name: '个人中心菜单' }, SLOW)).find((nav) =>
      nav.classList.contains('side-nav'),
    )!;
    expect(within(menu).getByRole('link', { name: '基本信息' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: '银行信息' }));
    expect(await screen.findByText('1001 **** **** 5678', {}, SLOW)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '银行信息' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '基本信息' })).not.toHaveAttribute('aria-current');
  });

  it('has no edit button without supplier:edit', async () => {
    renderApp('/myUserInfo/info', { global: signedInAs(MEMBER) });
    expect(await screen.findByText('示例人力资源有限公司', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑资料' })).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    let broken = true;
    server.use(onCall(supplierCentre.detail, () => (broken ? (status(500) as never) : ok(companyProfile()))));
    renderApp('/myUserInfo/info', { global: signedInAs(ADMIN) });
    const retry = await screen.findByRole('button', { name: '重新加载' }, SLOW);
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('广东省 深圳市 南山区', {}, SLOW)).toBeInTheDocument();
  });
});

describe('银行信息', { timeout: 40_000 }, () => {
  it('lists the accounts masked, the default marked', async () => {
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('1001 **** **** 5678', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('6225 **** **** 5670')).toBeInTheDocument();
    const first = screen.getByRole('listitem', { name: '中国工商银行 1001 **** **** 5678' });
    expect(within(first).getByText('默认')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '设为默认' })).toBeNull();
  });

  /** 添加银行账户 is disabled until the verification state has loaded: wait for it, then for the lazily loaded dialog. */
  async function openAddDialog() {
    const add = await screen.findByRole('button', { name: '添加银行账户' }, SLOW);
    await waitFor(() => expect(add).toBeEnabled(), SLOW);
    await userEvent.click(add);
    return screen.findByRole('dialog', {}, SLOW);
  }

  it('adds an account: digits only, the check digit checked, a bank code sent to my phone, then saved', async () => {
    const sent = recordOperations();
    const scenes = recordCodes();
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    const dialog = await openAddDialog();
    expect(within(dialog).getByLabelText('账户名')).toHaveValue('示例人力资源有限公司');
    await userEvent.click(within(dialog).getByLabelText('开户银行'));
    await userEvent.click(await screen.findByTitle('招商银行'));
    const number = within(dialog).getByLabelText('银行账号');
    await userEvent.type(number, '6225 abc 8821');
    expect(number).toHaveValue('62258821');
    await userEvent.clear(number);
    await userEvent.type(number, BAD_CARD);
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(scenes).toEqual(['bank']));
    expect(within(dialog).getByText('验证码将发送至 138****8000')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('银行卡号校验位不正确，请核对卡号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.clear(number);
    await userEvent.type(number, GOOD_CARD);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      action: 'add',
      bankCode: 'CMB',
      accountName: '示例人力资源有限公司',
      accountNumber: GOOD_CARD,
      branchName: '',
      code: '123456',
    });
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    recordOperations(() => fail('E000101', '验证码错误，还可以尝试 4 次'));
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByLabelText('开户银行'));
    await userEvent.click(await screen.findByTitle('中国工商银行'));
    await userEvent.type(within(dialog).getByLabelText('银行账号'), GOOD_CARD);
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('验证码错误，还可以尝试 4 次')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('银行账号')).toHaveValue(GOOD_CARD);
  });

  it('deletes after a confirmation and an SMS code; the list the server answers is shown', async () => {
    const sent = recordOperations(() => ok({ id: 'b-2', ...bankList([bankAccount()]) }));
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    const second = await screen.findByRole('listitem', { name: '招商银行 6225 **** **** 5670' }, SLOW);
    await userEvent.click(within(second).getByRole('button', { name: /删\s?除/ }));
    // A confirmation first (nothing sent, no code asked), then the SMS code dialog.
    const ask = (await screen.findAllByText('确定删除该银行账户吗？')).map((e) => e.closest<HTMLElement>('[role="dialog"]')).find(Boolean)!;
    expect(screen.queryByText(/删除 招商银行 6225/)).toBeNull();
    await userEvent.click(within(ask).getByRole('button', { name: /删\s?除/ }));
    const dialog = (await screen.findByText(/删除 招商银行 6225 \*{4} \*{4} 5670/)).closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(sent).toEqual([{ action: 'delete', id: 'b-2', code: '654321' }]));
    await waitFor(() => expect(screen.queryByText('6225 **** **** 5670')).toBeNull());
  });

  it('sets the default with an SMS code', async () => {
    const sent = recordOperations();
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    const second = await screen.findByRole('listitem', { name: '招商银行 6225 **** **** 5670' }, SLOW);
    await userEvent.click(within(second).getByRole('button', { name: '设为默认' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.type(within(dialog).getByLabelText('短信验证码'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(sent).toEqual([{ action: 'default', id: 'b-2', code: '111111' }]));
  });

  it('shows the list only, without actions, to a member without bank:manage', async () => {
    renderApp('/myUserInfo/bank', { global: signedInAs(MEMBER) });
    expect(await screen.findByText('1001 **** **** 5678', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/您没有管理银行信息权限/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加银行账户' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
  });

  it('says so when there is no account yet, and when the supplier is not verified', async () => {
    server.use(onCall(supplierCentre.bankInfo, () => ok({ list: [], holderName: '示例人力资源有限公司', verified: false })));
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    expect(await screen.findByText('还没有银行账户', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/完成企业认证后才能添加或修改银行账户/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加银行账户' })).toBeDisabled();
  });

  it('shows a failure with a retry', async () => {
    let broken = true;
    server.use(onCall(supplierCentre.bankInfo, () => (broken ? (status(500) as never) : ok(bankList()))));
    renderApp('/myUserInfo/bank', { global: signedInAs(ADMIN) });
    const retry = await screen.findByRole('button', { name: '重新加载' }, SLOW);
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('1001 **** **** 5678', {}, SLOW)).toBeInTheDocument();
  });
});
