import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { settle } from './support/axe';

const suite = browserSuite('open-api');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A gateway call the way the supplier's own system makes it: the key in Authorization, nothing else. */
async function callWithKey(path: string, key: string) {
  const res = await fetch(`${suite.server.url}/api/jy-turing-suppliers${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as { flag: boolean; errorCode: string | null; data: { list?: unknown[] } | null } };
}

/** axe-core's violations on the page (run through the devtools protocol: the page's CSP allows no injected script). */
async function axeViolations(p: Page): Promise<string[]> {
  // A dialog still zooming in has its text at part opacity: axe would measure that as low contrast.
  await settle(p);
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    // This screen's own part (the section and its dialogs). The side menu's selected item is the whole personal
    // centre's, and a table that scrolls sideways on a phone (scrollable-region-focusable) is the shared DataTable's.
    const result = await (
      window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run(
      { include: [['section[aria-labelledby="open-api-title"]'], ['.ant-modal-root']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, rules: { 'scrollable-region-focusable': { enabled: false } } },
    );
    type Node = { target: unknown; html: string; any: { message: string }[] };
    return result.violations.map(
      (v) =>
        `${v.id}: ${(v.nodes as Node[]).map((n) => `${JSON.stringify(n.target)} ${n.any.map((c) => c.message).join(' ')}`).join(' | ')} ${(v.nodes[0] as Node).html.slice(0, 160)}`,
    );
  });
}

describe('开放接口 in a real browser', () => {
  it('creates a key that calls the gateway within its scope, and revokes it for good', { timeout: 300_000 }, async () => {
    const p = await suite.signIn(undefined, { viewport: { width: 1440, height: 900 } });
    await p.goto('/myUserInfo/openApi');
    await p
      .getByRole('button', { name: /创建 API 密钥/ })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await p.getByRole('link', { name: 'API 参考文档' }).getAttribute('href')).toBe('/api/docs');
    expect(await axeViolations(p)).toEqual([]);

    await p
      .getByRole('button', { name: /创建 API 密钥/ })
      .first()
      .click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('密钥名称').fill('浏览器测试');
    await dialog.getByText('读取订单').click();
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    const shown = p.getByLabel('新密钥');
    await shown.waitFor({ timeout: 20_000 });
    const key = await shown.inputValue();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    await p.getByRole('button', { name: '我已保存密钥' }).click();
    await expect.poll(() => p.getByText(`${key.slice(0, 11)}…`).count(), { timeout: 20_000 }).toBe(1);

    const orders = await callWithKey('/pc_order/auth/my_order_list', key);
    expect(orders.status).toBe(200);
    expect(orders.body.flag).toBe(true);
    expect(orders.body.data!.list!.length).toBeGreaterThan(0);
    expect((await callWithKey('/pc_suppliers_member/auth/list', key)).status).toBe(403);
    expect((await callWithKey('/pc_settlement/auth/page', key)).status).toBe(403);

    await p.reload();
    const row = p.locator('tr.data-table-row').filter({ hasText: '浏览器测试' });
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.getByText('从未使用').count()).toBe(0);
    await row.getByRole('button', { name: /撤\s*销/ }).click();
    await p
      .locator('.light-popconfirm')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await expect.poll(() => row.getByText('已撤销').count(), { timeout: 20_000 }).toBe(1);
    const after = await callWithKey('/pc_order/auth/my_order_list', key);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('E000401');
  });

  it('works at 390 px: nothing wider than the screen but the table, which scrolls inside its box', { timeout: 300_000 }, async () => {
    const p = await suite.signIn(undefined, { viewport: { width: 390, height: 844 } });
    await p.goto('/myUserInfo/openApi/keys');
    const create = p.getByRole('button', { name: /创建 API 密钥/ }).first();
    await create.waitFor({ timeout: 30_000 });
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await create.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await create.click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('密钥名称').waitFor();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(390);
    for (const label of ['读取订单', '读取候选人', '提交和修改候选人', '读取结算单', '确认结算单或提出异议']) {
      const checkbox = dialog.getByRole('checkbox', { name: new RegExp(label) });
      expect(await checkbox.count(), label).toBe(1);
    }
    expect(await axeViolations(p)).toEqual([]);
  });

  it('serves the API reference page, which renders the document with nothing from elsewhere', { timeout: 120_000 }, async () => {
    const p = await suite.open();
    const outside: string[] = [];
    p.on('request', (r) => {
      if (!r.url().startsWith(suite.server.url) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto('/api/docs');
    await p.locator('.swagger-ui .info .title').waitFor({ timeout: 60_000 });
    expect(await p.locator('.swagger-ui .info .title').textContent()).toContain('供应商门户网关 API');
    await p.getByText('pc_open', { exact: true }).click();
    await expect.poll(() => p.getByText('/api/jy-turing-suppliers/pc_open/auth/api_key_create').count()).toBe(1);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
