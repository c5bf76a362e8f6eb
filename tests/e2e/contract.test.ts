import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/suite';
import { DEMO_ADMIN } from './support/session';
import { still } from './support/keyboard';

const suite = browserSuite('contract');
const API = '/api/jy-turing-suppliers';

/** Payloads that would set window.__pwned, log "PWNED" or open a dialog if any of them ran. */
const HOSTILE = [
  '<h2>订单补充合同（测试）</h2>',
  `<script>window.__pwned = 'script'; console.log('PWNED script'); alert('script')</script>`,
  `<img src="x" onerror="window.__pwned = 'onerror'; console.log('PWNED onerror'); alert('onerror')">`,
  `<svg onload="window.__pwned = 'svg'; alert('svg')"><circle r="1"></circle></svg>`,
  `<p><a id="evil" href="javascript:window.__pwned='href';alert('href')">点此查看附件</a></p>`,
  `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>`,
  `<p onmouseover="window.__pwned='hover'" style="position:fixed;inset:0">第一条 服务内容。</p>`,
  ...Array.from({ length: 60 }, (_, i) => `<p>第 ${i + 2} 条 本条款为测试用长文本，确保签署人必须滚动阅读至末尾。</p>`),
  '<p>合同末尾</p>',
].join('\n');

function writeHostileContract(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'hostile.html');
  writeFileSync(file, HOSTILE, 'utf8');
  return file;
}

/**
 * Confirms in the 确认签署 dialog and checks the gateway's answer to the signing call. The dialog is left to finish
 * zooming in first: on a loaded machine a click sent mid-animation missed the moving button, and the test then waited
 * for a record that could never come (a failed signing would keep the dialog open too: its answer says which).
 */
async function confirmSigning(p: Page) {
  const dialog = p.getByRole('dialog').filter({ has: p.getByRole('button', { name: '确认签署' }) });
  await dialog.waitFor({ timeout: 20_000 });
  await still(p);
  const answered = p.waitForResponse((r) => r.request().method() === 'POST' && /agreement_signing$/i.test(new URL(r.url()).pathname), {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: '确认签署' }).click();
  expect(await (await answered).json()).toMatchObject({ flag: true });
}

async function api<T>(path: string, token: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${suite.server.url}${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authtoken: token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { flag: boolean; errorMsg: string; data: T };
  if (!envelope.flag) throw new Error(`${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

/** A hostile contract shows without running any of it, and signs after reading to the end and consenting. */
async function signHostileContract(p: Page, token: string) {
  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  p.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  p.on('console', (m) => consoleLines.push(m.text()));

  const info = await api<{ supplierInfo: { supplierId: string } }>('/suppliers_base/auth/login_info', token);
  const orders = await api<{ list: { orderId: string; status: string }[] }>('/pc_order/auth/my_order_list', token, {
    status: 'ongoing',
    pageSize: 10,
  });
  const out = await suite.server.ops(
    'create-partial-contract',
    '--supplier',
    info.supplierInfo.supplierId,
    '--order',
    orders.list[0].orderId,
    '--html-file',
    writeHostileContract(),
    '--json',
  );
  const { agreementId, mainId } = JSON.parse(out.trim().split('\n').pop()!) as { agreementId: string; mainId: string };

  await p.goto(`/signPartialContract/${agreementId}/${mainId}`);
  const body = p.locator('.contract-document-body');
  await expect.poll(() => body.getByText('合同末尾').count(), { timeout: 20_000 }).toBe(1);
  expect(await p.title()).toBe('合同签署');

  // Nothing ran, nothing that could run is in the page.
  await p.locator('#evil, .contract-document-body a').first().click();
  // Whatever the click could start (a handler, a javascript: navigation) is queued by the next frames: wait for two
  // of them rather than a fixed time.
  await p.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(await p.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(consoleLines.filter((l) => l.includes('PWNED'))).toEqual([]);
  expect(await body.locator('script, iframe, svg, style, [onerror], [onload], [onmouseover], [style]').count()).toBe(0);
  expect(await body.locator('a[href^="javascript"]').count()).toBe(0);

  // Signing waits for the end of the text and the consent.
  const sign = p.getByRole('button', { name: '签 署' }).or(p.getByRole('button', { name: '签署', exact: true }));
  const consent = p.getByRole('checkbox', { name: '我已阅读并同意以上全部内容' });
  expect(await sign.isDisabled()).toBe(true);
  expect(await consent.isDisabled()).toBe(true);
  await p.locator('.contract-reader').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(() => consent.isEnabled()).toBe(true);
  expect(await sign.isDisabled()).toBe(true);
  await consent.check();
  await expect.poll(() => sign.isEnabled()).toBe(true);
  await sign.click();
  await confirmSigning(p);

  // The record: who, when, from where, and the hash of the exact text.
  const record = p.getByRole('region', { name: '签署记录' });
  await expect.poll(() => record.count(), { timeout: 20_000 }).toBe(1);
  const contract = await api<{ signed: boolean; textHash: string; signature: { signerName: string } }>(
    '/pc_agreement/auth/get_partial_html',
    token,
    { agreementId, mainId },
  );
  expect(contract.signed).toBe(true);
  expect(await record.innerText()).toContain(contract.textHash);
  expect(await record.innerText()).toContain(contract.signature.signerName);
  expect(await p.getByRole('button', { name: '保存为文档' }).isEnabled()).toBe(true);
  expect(await p.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/** After a new framework version, take order leads to signing it and back to the task, which then takes. */
async function signNewVersionFromTakeOrder(p: Page, token: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'framework-')), 'v2.html');
  writeFileSync(file, '<p>新版协议：{{partyName}} 同意以下条款。</p>', 'utf8');
  await suite.server.ops('publish-agreement', '--file', file, '--json');

  const tasks = await api<{ list: { taskId: string; personNumber: number; takenCount: number; ordered?: boolean }[] }>(
    '/pc_task/open/task_list_select',
    token,
    { pageSize: 50 },
  );
  let taskId = '';
  for (const t of tasks.list.filter((x) => x.personNumber - x.takenCount >= 1)) {
    await p.goto(`/findJob/workDetail/${t.taskId}`);
    const takeButton = p.locator('button').filter({ hasText: /立\s*即\s*接\s*单/ });
    await expect.poll(() => takeButton.count(), { timeout: 20_000 }).toBe(1);
    if (await takeButton.isEnabled()) {
      taskId = t.taskId;
      await takeButton.click();
      break;
    }
  }
  expect(taskId).not.toBe('');
  await p.getByRole('dialog', { name: '确认接单' }).getByRole('button', { name: '确认接单' }).click();
  await p.getByRole('button', { name: '去签署' }).click();
  await p.waitForURL(/\/myUserInfo\/agreements\/framework\?returnTo=/);
  await expect.poll(() => p.locator('.contract-document-body').getByText('新版协议').count(), { timeout: 20_000 }).toBe(1);
  await p.locator('.contract-reader').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await p.getByRole('checkbox', { name: '我已阅读并同意以上全部内容' }).check();
  await p
    .getByRole('button', { name: '签 署' })
    .or(p.getByRole('button', { name: '签署', exact: true }))
    .click();
  await confirmSigning(p);
  await expect.poll(() => p.getByRole('region', { name: '签署记录' }).count(), { timeout: 20_000 }).toBe(1);
  await p.getByRole('button', { name: '返回任务继续接单' }).click();
  await p.waitForURL(new RegExp(`/findJob/workDetail/${taskId}$`));
  await p
    .locator('button')
    .filter({ hasText: /立\s*即\s*接\s*单/ })
    .click();
  await p.getByRole('dialog', { name: '确认接单' }).getByRole('button', { name: '确认接单' }).click();
  await expect.poll(() => p.getByText('接单成功').count(), { timeout: 20_000 }).toBe(1);
}

describe('agreements in a real browser', () => {
  it('signs a hostile partial contract without running any of it; a new framework version sends take order to signing and back', async () => {
    // Logged in over the API (the login screen is not what is tested), its token kept for setting up data.
    const p = await suite.signIn(DEMO_ADMIN);
    const { token } = suite.session;
    await signHostileContract(p, token);
    await signNewVersionFromTakeOrder(p, token);
  });
});
