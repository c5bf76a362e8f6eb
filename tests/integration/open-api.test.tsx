import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiKeys, login } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { apiKey } from '../msw/api-key-handlers';
import { renderApp, loggedIn } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const admin = { ...loggedIn, turingAccountInfo: loginInfo() };
const NEW_KEY = `sk_${'N'.repeat(43)}`;
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button')!;
// The dialogs load with antd when first opened (components/ui/once-opened.tsx).
const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest('.ant-modal') as HTMLElement;

describe('个人中心 → 开放接口: API keys', { timeout: 180_000 }, () => {
  it('lists the keys with prefix, scopes in Chinese and Beijing times, and links to the API reference', async () => {
    server.use(
      onCall(apiKeys.listApiKeys, () =>
        ok({
          list: [
            apiKey({ lastUsedAt: '2026-11-21T16:05:00.000Z' }),
            apiKey({ keyId: '7', name: '旧系统', revoked: true, revokedAt: '2026-11-22T01:00:00.000Z' }),
          ],
        }),
      ),
    );
    renderApp('/myUserInfo/openApi', { global: admin });
    expect(await screen.findByText('招聘系统对接', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('开放接口', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'API 密钥' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Webhook' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByText('sk_AbCd1234…')).toHaveLength(2);
    expect(screen.getAllByText('读取订单、提交和修改候选人')).toHaveLength(2);
    expect(screen.getAllByText('2026-11-20 10:30')).toHaveLength(2);
    expect(screen.getByText('2026-11-22 00:05')).toBeInTheDocument();
    expect(screen.getByText('从未使用')).toBeInTheDocument();
    expect(screen.getByText('有效')).toBeInTheDocument();
    expect(screen.getByText('已撤销')).toBeInTheDocument();
    expect(screen.getAllByText('撤销', { selector: 'button span' })).toHaveLength(1);
    const docs = screen.getByText('API 参考文档').closest('a')!;
    expect(docs).toHaveAttribute('href', '/api/docs');
    expect(docs).toHaveAttribute('target', '_blank');
  });

  it('creates a key with a name and scopes, then shows it once with a copy button and a warning', async () => {
    const bodies: unknown[] = [];
    let created = false;
    server.use(
      onCall(apiKeys.createApiKey, ({ body }) => {
        bodies.push(body);
        created = true;
        return ok({ ...apiKey({ keyId: '2', name: body.name, scopes: body.scopes }), key: NEW_KEY });
      }),
      onCall(apiKeys.listApiKeys, () =>
        ok({ list: created ? [apiKey({ keyId: '2', name: 'ATS', scopes: ['orders:read', 'settlements:read'] })] : [] }),
      ),
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp('/myUserInfo/openApi/keys', { global: admin });
    expect(await screen.findByText('还没有 API 密钥，点击「创建 API 密钥」开始对接', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(button('创建 API 密钥'));
    const form = await dialog('创建 API 密钥');
    fireEvent.click(button('创建', form));
    expect(await screen.findByText('请填写密钥名称')).toBeInTheDocument();
    expect(await screen.findByText('请至少选择一项权限范围')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    fireEvent.change(within(form).getByLabelText('密钥名称'), { target: { value: ' ATS ' } });
    fireEvent.click(within(form).getByText('读取结算单'));
    fireEvent.click(within(form).getByText('读取订单'));
    fireEvent.click(button('创建', form));
    await waitFor(() => expect(bodies).toEqual([{ name: 'ATS', scopes: ['orders:read', 'settlements:read'] }]));
    expect(await screen.findByText('密钥只显示这一次', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('新密钥')).toHaveValue(NEW_KEY);
    fireEvent.click(button('复制密钥'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NEW_KEY));
    fireEvent.click(button('我已保存密钥'));
    expect(await screen.findByText('ATS', {}, SLOW)).toBeInTheDocument();
  });

  it('revokes a key only after confirming', async () => {
    const revoked: unknown[] = [];
    server.use(onCall(apiKeys.revokeApiKey, ({ body }) => (revoked.push(body), ok(null))));
    renderApp('/myUserInfo/openApi', { global: admin });
    expect(await screen.findByText('招聘系统对接', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(button('撤销'));
    expect(await screen.findByText('撤销后，使用该密钥的系统将立即无法调用接口，且无法恢复。')).toBeInTheDocument();
    expect(revoked).toEqual([]);
    fireEvent.click(button('撤销', screen.getByText('撤销密钥「招聘系统对接」？').closest('.light-popconfirm') as HTMLElement));
    await waitFor(() => expect(revoked).toEqual([{ keyId: '1' }]));
    expect(await screen.findByText('已撤销密钥「招聘系统对接」')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let broken = true;
    server.use(onCall(apiKeys.listApiKeys, () => (broken ? (status(503) as never) : ok({ list: [] }))));
    renderApp('/myUserInfo/openApi', { global: admin });
    expect(await screen.findByText('API 密钥加载失败', {}, SLOW)).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getAllByText(/重新加载/)[0]!.closest('button')!);
    expect(await screen.findByText('还没有 API 密钥，点击「创建 API 密钥」开始对接')).toBeInTheDocument();
  });

  it('is not offered to a member', async () => {
    let listed = 0;
    const supplierInfo = {
      supplierId: 'sup-1',
      supplierName: '示例人力资源有限公司',
      authList: ['member:manage'],
      verifyStatus: 2,
      isMain: false,
    };
    server.use(
      onCall(apiKeys.listApiKeys, () => (listed++, ok({ list: [] }))),
      onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo }))),
    );
    renderApp('/myUserInfo/openApi', {
      global: { ...loggedIn, isMain: false, authList: ['member:manage'], turingAccountInfo: loginInfo({ supplierInfo }) },
    });
    expect(await screen.findByText('基本信息', { selector: '.side-nav-item' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('开放接口')).toBeNull();
    expect(screen.queryByText('创建 API 密钥')).toBeNull();
    expect(listed).toBe(0);
  });
});
