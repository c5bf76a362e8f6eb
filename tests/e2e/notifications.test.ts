import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/suite';

const suite = browserSuite('notifications');

/** 李娜: a demo member whose seeded reminder settings take Shanghai tasks paying at least 20 元/小时. */
const DEMO_MEMBER = '13800000001';

describe('task reminders delivered live', () => {
  it('a task published by the ops command appears in the logged-in member’s bell within two seconds, without a reload', async () => {
    const p = await suite.signIn(DEMO_MEMBER);
    await p.goto('/workbench');
    const bell = p.getByRole('button', { name: /^通知/ });
    // The socket is up (the bell says so once the server answered its auth message).
    await expect.poll(() => bell.getAttribute('data-live'), { timeout: 20_000 }).toBe('yes');
    const before = Number(/，(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    // Anything that reloads the page drops this marker.
    await p.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));

    const title = `实时提醒岗位${Date.now() % 100_000}`;
    const out = JSON.parse(
      await suite.server.ops('create-task', '--title', title, '--city', '上海市', '--reward', '26', '--unit', 'hour', '--json'),
    ) as { taskId: string };
    const published = Date.now();
    await expect.poll(() => p.getByRole('button', { name: `通知，${before + 1} 条未读` }).count(), { timeout: 2000, interval: 50 }).toBe(1);
    expect(Date.now() - published).toBeLessThan(2000);
    expect(await p.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Its pop-up comes too (top right, over the bell); closed as a person would, or a click on the bell lands on it and
    // holds it open (a pop-up under the pointer does not time out).
    const popup = p.locator('.ant-notification-notice').filter({ hasText: title });
    await popup.locator('.ant-notification-notice-close').click();
    await expect.poll(() => p.locator('.ant-notification-notice').count()).toBe(0);
    await bell.click();
    const item = p.getByRole('list', { name: '通知列表' }).getByRole('button', { name: `未读 新任务：${title}` });
    await expect.poll(() => item.count(), { timeout: 5000 }).toBe(1);
    await item.click();
    await p.waitForURL(new RegExp(`/findJob/workDetail/${out.taskId}$`));
    await expect
      .poll(
        () =>
          p
            .getByRole('button', { name: `通知，${before} 条未读` })
            .or(p.getByRole('button', { name: '通知', exact: true }))
            .count(),
        { timeout: 5000 },
      )
      .toBe(1);
  });
});
