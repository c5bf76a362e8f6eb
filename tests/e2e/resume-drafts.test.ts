import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { PHONE } from './support/browser';
import { DEMO_ADMIN, gateway } from './support/session';
import { browserSuite } from './support/suite';

const suite = browserSuite('resume-drafts');
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** A fresh task taken by the demo supplier: its candidate list, where nobody has been submitted yet. */
async function freshOrder(p: Page, title: string): Promise<string> {
  const { taskId } = JSON.parse(await suite.server.ops('create-task', '--title', title, '--reward', '25.5', '--json')) as {
    taskId: string;
  };
  const { orderId } = await gateway<{ orderId: string }>(p, suite.server, '/wechat_order/auth/take', { taskId });
  return `/workbench/order/candidateList/${taskId}/${orderId}`;
}

/** The drafts button's count (「简历草稿（3）」), once the queue has been read. */
async function draftCount(p: Page): Promise<number> {
  const label = p.getByRole('button', { name: /^简历草稿（\d+）$/ });
  await label.waitFor({ timeout: 30_000 });
  return Number((await label.innerText()).match(/\d+/)![0]);
}

/** Opens the panel; its list of drafts. */
async function openPanel(p: Page) {
  await p.getByRole('button', { name: /^简历草稿（\d+）$/ }).click();
  const panel = p.locator('.ant-drawer').filter({ hasText: '上传后尚未提交的简历' });
  await panel.getByRole('list', { name: '待审核的简历草稿' }).waitFor({ timeout: 30_000 });
  return panel;
}

/** Review → the add form filled from the draft → submit; the draft leaves the list and the count. */
async function reviewAndSubmit(p: Page, name: string) {
  const before = await draftCount(p);
  const panel = await openPanel(p);
  await panel.getByRole('button', { name: `审核并提交「${name}」` }).click();
  const form = p.getByRole('dialog', { name: /^审核简历：/ });
  await expect.poll(() => form.getByLabel(/姓名/).inputValue(), { timeout: 30_000 }).toBe(name);
  expect(await form.getByLabel(/身份证号/).inputValue()).toMatch(/^\d{17}[\dX]$/);
  const added = p.waitForResponse((r) => r.url().endsWith('/pc_candidate/auth/add'));
  await form
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^提\s*交$/ })
    .click();
  expect(((await (await added).json()) as { flag: boolean }).flag).toBe(true);
  await expect.poll(() => panel.getByRole('button', { name: `审核并提交「${name}」` }).count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => draftCount(p)).toBe(before - 1);
  return panel;
}

/** Delete → the confirmation → gone. */
async function discard(p: Page, panel: ReturnType<Page['locator']>, name: string) {
  const before = await draftCount(p);
  await panel.getByRole('button', { name: `删除「${name}」` }).click();
  const confirm = p.locator('.ant-modal-confirm').filter({ hasText: `删除简历草稿「${name}」？` });
  await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
  await expect.poll(() => panel.getByRole('button', { name: `删除「${name}」` }).count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => draftCount(p)).toBe(before - 1);
}

/** A plain-text résumé the parser reads fully but for the ID number. */
function writeResume(name: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'draft-')), `${name}.txt`);
  writeFileSync(
    file,
    ['个人简历', `姓名：${name}`, `手机：137${String(Date.now()).slice(-8)}`, '性别：女', '年龄：28岁', '学历：大专', ''].join('\n'),
    'utf8',
  );
  return file;
}

describe('résumé drafts on the candidate list', () => {
  it('at 1440×900: the demo drafts are listed; one is reviewed and submitted, one discarded', { timeout: 240_000 }, async () => {
    const p = await suite.signIn(DEMO_ADMIN, DESKTOP);
    await p.goto(await freshOrder(p, '草稿审核（桌面）'));
    expect(await draftCount(p)).toBeGreaterThanOrEqual(2);
    const panel = await reviewAndSubmit(p, '韩梅梅');
    await discard(p, panel, '李雷');
    // The submitted person is on the order.
    await p.keyboard.press('Escape');
    await expect.poll(() => p.getByRole('button', { name: '韩梅梅' }).count(), { timeout: 30_000 }).toBe(1);
  });

  it(
    'at 390×844 touch: a draft left by 上传简历 appears; one is reviewed and submitted, the left one discarded',
    { timeout: 240_000 },
    async () => {
      const p = await suite.signIn(DEMO_ADMIN, PHONE);
      await p.goto(await freshOrder(p, '草稿审核（手机）'));
      const before = await draftCount(p);
      await p.getByRole('button', { name: /^上传简历$/ }).click();
      const upload = p.getByRole('dialog', { name: '上传简历' });
      await upload.getByLabel('选择简历文件').setInputFiles(writeResume('吴小丽'));
      await expect.poll(() => upload.getByText('已识别 1 份，待审核 1 份').count(), { timeout: 60_000 }).toBe(1);
      await upload.locator('.ant-modal-close').click();
      await p
        .locator('.ant-modal-confirm')
        .filter({ hasText: '还有简历未审核' })
        .getByRole('button', { name: /^关\s*闭$/ })
        .click();
      await expect.poll(() => draftCount(p), { timeout: 30_000 }).toBe(before + 1);

      const panel = await reviewAndSubmit(p, '周晓峰');
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await discard(p, panel, '吴小丽');
    },
  );
});
