import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agreements } from '@contract/index';
import type { PartialContract, SignatureRecord } from '@contract/agreements';
import { server } from '../msw/server';
import { fail, ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['task:take', 'order:manage', 'agreement:sign'] };
const MAIN_ID = '7a1c3e52-0d4b-4f6e-9a8b-2c5d1e0f3a71';
const SLOW = { timeout: 20_000 };
const HASH = 'ab'.repeat(32);

/** What a compromised or buggy server could send: the SPA must not run any of it either. */
const HOSTILE = [
  '<p>第一条 服务内容</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<svg onload="window.__pwned = \'svg\'"><circle r="1"></circle></svg>',
  '<a href="javascript:window.__pwned=\'href\'">附件</a>',
  '<iframe src="https://example.com"></iframe>',
  '<style>body { display: none }</style>',
  '<p style="position:fixed" class="page-frame" onclick="window.__pwned=\'click\'">合同末尾</p>',
].join('');

const contract = (over: Partial<PartialContract> = {}): PartialContract => ({
  html: HOSTILE,
  signed: false,
  title: '「南山科技园保安」订单补充合同',
  orderId: '18',
  taskTitle: '南山科技园保安',
  createdAt: '2026-11-20T10:00:00+08:00',
  textHash: HASH,
  ...over,
});
const record: SignatureRecord = {
  signerName: '张经理',
  signerPhone: '13800000000',
  signedAt: '2026-11-23T09:30:00+08:00',
  clientIp: '203.0.113.9',
  textHash: HASH,
};

/** jsdom lays nothing out: give the reader a height so "scrolled to the end" means something. */
function layOutReader() {
  const proto = HTMLElement.prototype;
  const saved = ['scrollHeight', 'clientHeight'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get: function (this: HTMLElement) {
      return this.classList.contains('contract-reader') ? 2000 : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get: function (this: HTMLElement) {
      return this.classList.contains('contract-reader') ? 500 : 0;
    },
  });
  return () =>
    saved.forEach(([k, d]) => (d ? Object.defineProperty(proto, k, d) : delete (proto as unknown as Record<string, unknown>)[k]));
}

describe('the partial contract signing screen', { timeout: 30_000 }, () => {
  afterEach(() => delete (window as { __pwned?: string }).__pwned);

  it('sanitises the HTML again with DOMPurify, then signs only after reading to the end, consent and confirmation', async () => {
    const restore = layOutReader();
    try {
      let current = contract();
      const signed: unknown[] = [];
      server.use(
        onCall(agreements.getPartialHtml, ({ body }) =>
          body.agreementId === '12' && body.mainId === MAIN_ID ? ok(current) : fail('E000404', '合同不存在'),
        ),
        onCall(agreements.partialAgreementSigning, ({ body }) => {
          signed.push(body);
          current = contract({ signed: true, signedAt: record.signedAt, signature: record });
          return ok(record);
        }),
      );
      const { container } = renderApp(`/signPartialContract/12/${MAIN_ID}`, { global: signedInAs(ADMIN) });
      expect(await screen.findByText('合同末尾', {}, SLOW)).toBeInTheDocument();
      const body = container.querySelector('.contract-document-body')!;
      expect(body.querySelectorAll('script, iframe, svg, style, [onerror], [onload], [onclick], [style], [class]')).toHaveLength(0);
      expect(within(body as HTMLElement).getByText('附件')).not.toHaveAttribute('href');
      expect((window as { __pwned?: string }).__pwned).toBeUndefined();

      const sign = screen.getByRole('button', { name: /签\s?署/ });
      const consent = screen.getByRole('checkbox', { name: '我已阅读并同意以上全部内容' });
      expect(sign).toBeDisabled();
      expect(consent).toBeDisabled();
      const reader = container.querySelector('.contract-reader')!;
      Object.defineProperty(reader, 'scrollTop', { configurable: true, value: 1500 });
      fireEvent.scroll(reader);
      await waitFor(() => expect(consent).toBeEnabled());
      expect(sign).toBeDisabled();
      await userEvent.click(consent);
      expect(sign).toBeEnabled();
      await userEvent.click(sign);
      const dialog = await screen.findByRole('dialog');
      expect(signed).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: '确认签署' }));

      const shown = await screen.findByRole('region', { name: '签署记录' });
      expect(within(shown).getByText(HASH)).toBeInTheDocument();
      // The hash can be copied (antd's copyable text, drawn light): the button says so once done.
      const user = userEvent.setup();
      await user.click(within(shown).getByRole('button', { name: '复制' }));
      expect(await within(shown).findByRole('button', { name: '复制成功' })).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(HASH);
      expect(within(shown).getByText('张经理（138****0000）')).toBeInTheDocument();
      expect(within(shown).getByText('203.0.113.9')).toBeInTheDocument();
      expect(signed).toEqual([{ agreementId: '12', mainId: MAIN_ID, textHash: HASH }]);
      expect(screen.getByRole('button', { name: /打\s?印/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '保存为文档' })).toBeEnabled();
      expect(document.title).toBe('合同签署');
    } finally {
      restore();
    }
  });

  it('shows 「无权查看」 for a contract that is not the supplier’s (or no longer the member’s)', async () => {
    server.use(onCall(agreements.getPartialHtml, () => fail('E000404', '合同不存在')));
    renderApp(`/signPartialContract/99/${MAIN_ID}`, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('无权查看', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('合同加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /签\s?署/ })).toBeNull();
  });

  it('shows the error state with a retry when the contract cannot be loaded', async () => {
    server.use(onCall(agreements.getPartialHtml, () => fail('E000500', '服务器繁忙')));
    renderApp(`/signPartialContract/99/${MAIN_ID}`, { global: signedInAs(ADMIN) });
    expect(await screen.findByText('合同加载失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /签\s?署/ })).toBeNull();
  });
});
