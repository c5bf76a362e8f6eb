import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ageOn, chinaDate, checkCharOf } from '@contract/id-number';
import type { TaskSummary } from '@contract/tasks';
import { browserSuite } from './support/suite';
import { pickOption } from './support/select';
import { DEMO_ADMIN } from './support/session';

const suite = browserSuite('candidates');

/** Open tasks paying per person placed (the commission counts hired × reward), with places left. */
async function perPersonTasks(): Promise<TaskSummary[]> {
  const res = await fetch(`${suite.server.url}/api/jy-turing-suppliers/pc_task/open/task_list_select`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 100, rewardUnit: 'person' }),
  });
  const body = (await res.json()) as { data: { list: TaskSummary[] } };
  const tasks = body.data.list.filter((t) => t.rewardUnit === 'person' && t.personNumber - t.takenCount >= 1);
  if (!tasks.length) throw new Error('the seed has no open per-person task with places left');
  return tasks;
}

/** A resume as plain text: a person the seed cannot have (a fresh ID number and mobile), no age and no degree. */
function writeResume() {
  const birth = '19960307';
  const first17 = `440305${birth}${String(Date.now() % 1000)
    .padStart(3, '0')
    .replace(/.$/, '3')}`;
  const idNumber = first17 + checkCharOf(first17);
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const dir = mkdtempSync(join(tmpdir(), 'resume-'));
  const file = join(dir, '周大伟的简历.txt');
  writeFileSync(
    file,
    ['个人简历', '姓名：周大伟', `手机：${mobile}`, `身份证号：${idNumber}`, '性别：男', '求职意向：保安', ''].join('\n'),
    'utf8',
  );
  return { file, idNumber, mobile, age: ageOn('1996-03-07', chinaDate(new Date())) };
}

const button = (p: Page, text: string) => p.locator('button').filter({ hasText: new RegExp(`^\\s*${text.split('').join('\\s*')}\\s*$`) });

async function earnedYuan(p: Page): Promise<number> {
  await p.goto('/workbench/overview');
  // The workbench overview is drawn without antd (components/light): its figures are light statistics.
  const card = p.locator('.light-statistic').filter({ hasText: '待结佣金' });
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
  // The card is drawn at once with a grey bar where the figure goes; the figure replaces it when it comes.
  const figure = async () => (await card.locator('.light-statistic-value').innerText()).replace(/[¥,\s]/g, '');
  await expect.poll(figure, { timeout: 20_000 }).toMatch(/^\d+\.\d{2}$/);
  return Number(await figure());
}

describe('the core loop in a real browser', () => {
  it('takes an order, uploads a resume, reviews the draft, submits the candidate, and sees the commission once hired', async () => {
    const p = await suite.signIn(DEMO_ADMIN);
    const before = await earnedYuan(p);

    // Take an order on a per-person task the demo supplier has not taken yet.
    let task: TaskSummary | undefined;
    for (const candidate of await perPersonTasks()) {
      await p.goto(`/findJob/workDetail/${candidate.taskId}`);
      await expect.poll(() => button(p, '立即接单').count(), { timeout: 20_000 }).toBe(1);
      if (await button(p, '立即接单').isEnabled()) {
        task = candidate;
        break;
      }
    }
    if (!task) throw new Error('every per-person task is already taken by the demo supplier');
    await button(p, '立即接单').click();
    await p.getByRole('dialog', { name: '确认接单' }).getByRole('button', { name: '确认接单' }).click();
    await p.getByRole('link', { name: '去提交候选人' }).click();
    await p.waitForURL(new RegExp(`/workbench/order/candidateList/${task.taskId}/\\d+`));

    // Upload a resume; the draft comes back for review with what could not be read left empty.
    const resume = writeResume();
    await button(p, '上传简历').click();
    const dialog = p.getByRole('dialog', { name: '上传简历' });
    await dialog.getByLabel('选择简历文件').setInputFiles(resume.file);
    await expect.poll(() => dialog.getByText('已识别 1 份，待审核 1 份').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => dialog.getByLabel(/姓名/).inputValue()).toBe('周大伟');
    expect(await dialog.getByLabel(/身份证号/).inputValue()).toBe(resume.idNumber);
    expect(await dialog.getByLabel(/手机号/).inputValue()).toBe(resume.mobile);

    // Review: correct the age and pick the degree, then save and submit.
    await dialog.getByLabel(/年龄/).fill(String(resume.age));
    await pickOption(p, dialog.getByRole('combobox', { name: '学历' }), '大专');
    const added = p.waitForResponse((r) => r.url().endsWith('/pc_candidate/auth/add_resume_talent'));
    await button(p, '保存并提交').click();
    const { data } = (await (await added).json()) as { flag: boolean; data: { candidateId: string } };
    expect(data.candidateId).toBeTruthy();
    await expect.poll(() => dialog.getByText('全部简历已处理').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).or(dialog.locator('.ant-modal-close')).first().click();
    await expect.poll(() => p.getByRole('button', { name: '周大伟' }).count()).toBe(1);

    // The employer's side moves the candidate to hired; every move lands on the timeline.
    for (const to of ['screened', 'interviewed', 'hired'])
      await suite.server.ops('candidate-status', '--candidate', data.candidateId, '--to', to, '--json');
    await p.reload();
    await p.getByRole('button', { name: '周大伟' }).click();
    const drawer = p.locator('.ant-drawer').filter({ hasText: '候选人：周大伟' });
    await expect.poll(() => drawer.getByText('已面试 → 已入职').count()).toBe(1);
    await expect.poll(() => p.getByRole('tab', { name: /已入职（1）/ }).count()).toBe(1);

    // The pending commission grew by the task's reward for one person (a hire not yet on a bill), in yuan with two decimals.
    const after = await earnedYuan(p);
    expect(Math.round((after - before) * 100)).toBe(task.rewardAmount);
  });
});
