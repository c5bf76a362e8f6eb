import { describe, expect, it } from 'vitest';
import type { TaskSummary } from '@contract/tasks';
import { browserSuite } from './support/suite';
import { DEMO_ADMIN, logIn } from './support/session';

const suite = browserSuite('find-job');

/** A seeded task with places left, as the gateway lists it to anyone. */
async function openTask(): Promise<TaskSummary> {
  const res = await fetch(`${suite.server.url}/api/jy-turing-suppliers/pc_task/open/task_list_select`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 50 }),
  });
  const body = (await res.json()) as { data: { list: TaskSummary[] } };
  const task = body.data.list.find((t) => t.personNumber - t.takenCount >= 2);
  if (!task) throw new Error('the seed has no open task with places left');
  return task;
}

describe('finding work in a real browser', () => {
  it('searches, opens a task, logs in from its prompt, collects it and takes an order as the demo admin', async () => {
    const task = await openTask();
    const p = await suite.open();

    // Search by the task's title: the filter goes into the URL and the task is among the results.
    await p.goto('/findJob');
    await p.getByRole('searchbox', { name: '搜索任务' }).or(p.getByLabel('搜索任务')).first().fill(task.title);
    await p.keyboard.press('Enter');
    await p.waitForURL((url) => url.searchParams.get('keyword') === task.title);
    const card = p.getByRole('list', { name: '任务列表' }).getByText(task.title, { exact: true }).first();
    await expect.poll(() => card.count()).toBe(1);
    // The search survives a reload: the filters live in the URL.
    await p.reload();
    await expect.poll(() => card.count()).toBe(1);

    // Logged out, the detail is behind a login prompt that brings the user back.
    await card.click();
    await p.waitForURL(new RegExp(`/findJob/workDetail/${task.taskId}`));
    await expect.poll(() => p.getByText('登录后查看任务详情').count()).toBe(1);
    await p.getByRole('link', { name: '登录查看' }).click();
    await p.waitForURL(/\/login\?/);
    await logIn(p, suite.server, DEMO_ADMIN, new URL(p.url()).search);
    await p.waitForURL(new RegExp(`/findJob/workDetail/${task.taskId}`));
    await expect.poll(() => p.title()).toBe(`${task.title} - 任务详情`);

    // Collect: the state is the server's, so it survives a reload, and the task is in "my collections".
    // (Button names carry their icon's label, so match the visible text.)
    const button = (text: string) => p.locator('button').filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
    await button('收藏').click();
    await expect.poll(() => button('已收藏').count()).toBe(1);
    await p.reload();
    await expect.poll(() => button('已收藏').count()).toBe(1);

    // The workbench's "orders taken" before taking one (the demo supplier starts with seeded orders).
    const takenCount = async () => {
      await p.goto('/workbench');
      await expect.poll(() => p.locator('.light-statistic-value').first().innerText()).toMatch(/\d/);
      return Number((await p.locator('.light-statistic-value').first().innerText()).replace(/\D/g, ''));
    };
    const before = await takenCount();
    await p.goto(`/findJob/workDetail/${task.taskId}`);

    // Take an order, after a confirmation.
    await button('立即接单').click();
    const dialog = p.getByRole('dialog', { name: '确认接单' });
    await dialog.getByRole('button', { name: '确认接单' }).click();
    await expect.poll(() => p.getByText('接单成功').count()).toBe(1);
    // Taken once: after a reload the button says why it cannot be taken again.
    await p.reload();
    await expect.poll(() => button('立即接单').isDisabled()).toBe(true);

    await p.goto('/myUserInfo/collection');
    await expect.poll(() => p.getByText(task.title).count()).toBeGreaterThan(0);
    expect(await takenCount()).toBe(before + 1);
  });
});
