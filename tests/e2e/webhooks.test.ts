import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startReceiver } from '../../server/test/helpers/webhook-receiver';
import { browserSuite } from './support/suite';
import { settle } from './support/axe';

// 开放接口 → Webhook in a real browser, on a server that may post to this machine (WEBHOOK_ALLOW_PRIVATE): a
// subscription made on the page receives a real event; the page is axe-clean and fits 1440 and 390 px.
const suite = browserSuite('webhooks', { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '200' });
// Evaluated through the DevTools protocol: the page's CSP forbids injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function axeViolations(p: Page): Promise<string[]> {
  // A dialog still zooming in has its text at part opacity: axe would measure that as low contrast.
  await settle(p);
  await p.evaluate(axeSource);
  return p.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{ violations: { id: string; nodes: { target: unknown; any: { message: string }[] }[] }[] }>;
        };
      }
    ).axe;
    // The personal centre's side menu is not this feature's (its selected item's contrast is reported separately).
    const result = await axe.run(
      { exclude: [['.side-menu']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } },
    );
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.any.map((c) => c.message).join(' ')}`).join(' | ')}`,
    );
  });
}

describe('webhooks in a real browser', () => {
  it('the administrator subscribes, copies the secret, and the delivery log shows the delivered event; axe-clean at 1440 and 390 px', async () => {
    const receiver = await startReceiver();
    try {
      const p = await suite.signIn(undefined, { viewport: { width: 1440, height: 900 } });
      await p.goto('/myUserInfo/openApi/webhook');
      await p.getByText('还没有 Webhook 订阅').waitFor();
      expect(await axeViolations(p)).toEqual([]);

      await p.getByRole('button', { name: '新建订阅' }).click();
      const dialog = p.getByRole('dialog');
      await dialog.getByLabel('回调地址').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: /订单状态变更/ }).check();
      expect(await axeViolations(p)).toEqual([]);
      await dialog.getByRole('button', { name: /创\s*建/ }).click();
      const secret = await p.getByRole('textbox', { name: '签名密钥' }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await p.getByRole('button', { name: '我已保存' }).click();
      await p.locator('.webhook-card').getByText(receiver.url).waitFor();

      // The platform finishes one of the demo orders: the receiver gets the event, the log shows it.
      let finished = false;
      for (let order = 1; order <= 8 && !finished; order++)
        finished = await suite.server.ops('order-status', '--order', String(order), '--to', 'finished').then(
          () => true,
          () => false,
        );
      expect(finished).toBe(true);
      await receiver.waitFor(1);
      await p.getByRole('button', { name: '投递记录' }).click();
      await p.getByRole('dialog').getByText('订单状态变更').waitFor();
      await expect.poll(() => p.getByRole('dialog').getByText('成功').count()).toBeGreaterThan(0);
      expect(await axeViolations(p)).toEqual([]);

      await p.setViewportSize({ width: 390, height: 844 });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(p)).toEqual([]);
    } finally {
      await receiver.close();
    }
  }, 180_000);
});
