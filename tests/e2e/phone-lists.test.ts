import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { chinaDate } from '@contract/id-number';
import { PHONE } from './support/browser';
import { freshPerson } from './support/people';
import { DEMO_ADMIN, gateway } from './support/session';
import { quiet } from './support/network';
import { browserSuite } from './support/suite';

const suite = browserSuite('phone-lists');

/** The longest values the gateway takes (task title and company 100, names 20), without a space to break at. */
const LONG_TITLE = 'W'.repeat(100);
const LONG_COMPANY = `${'长'.repeat(20)}${'M'.repeat(80)}`;
const LONG_NAME = 'W'.repeat(20);
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const YUAN = /^¥[\d,]+\.\d{2}$/;

interface ListCheck {
  list: string;
  path: string;
  /** The text of the card that holds the long value (its title); the first card is checked for the key fields. */
  long: string;
  status?: boolean;
  amount?: [label: string, format: RegExp];
  date?: string;
  selects?: boolean;
  /** The list sorts on the server: the cards offer a sort box. */
  sorts?: boolean;
}

/** Where the page, the card or anything in it is wider than the screen, and the card's tap targets under 44 px. */
function layoutOf(card: Locator) {
  return card.evaluate((el) => {
    const vw = window.innerWidth;
    const sticking = [el, ...el.querySelectorAll<HTMLElement>('*')]
      .filter((e) => e.getBoundingClientRect().right > vw + 1 || e.getBoundingClientRect().left < -1)
      .map((e) => `${e.tagName}.${e.className}`);
    const small = [...el.querySelectorAll<HTMLElement>('.data-card-actions a, .data-card-actions button, .data-card-check')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.height < 44 || r.width < 44)
      .map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`);
    return {
      page: document.documentElement.scrollWidth,
      vw,
      sticking,
      small,
      titles: [...el.querySelectorAll('[title]')].map((e) => e.getAttribute('title')),
    };
  });
}

const pageWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

async function cardsOf(p: Page, path: string) {
  await p.goto(path);
  await p.locator('li.data-card').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => p.locator('.data-cards [aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
  expect(await p.locator('table.data-table').count(), `${path}: no table on a phone`).toBe(0);
}

/** The first line of a card's field (a time may have its submitter under it, an amount its basis). */
const lineOf = async (field: Locator) => (await field.innerText()).trim().split('\n')[0];

const valueOf = (card: Locator, label: string) =>
  card
    .locator('.data-card-field')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label.replace(/[()（）/]/g, '.')}$`) }) })
    .locator('dd');

describe('lists on a phone (390×844, touch)', () => {
  it('shows every list as cards with their key fields and actions, long names inside the screen', { timeout: 300_000 }, async () => {
    const server = suite.server;
    // A task with the longest title and company, taken, with a long-named candidate, hired and billed; collected;
    // a long-named member invited.
    const { taskId } = JSON.parse(
      await server.ops('create-task', '--title', LONG_TITLE, '--company', LONG_COMPANY, '--reward', '25.5', '--json'),
    ) as { taskId: string };
    const p = await suite.signIn(DEMO_ADMIN, PHONE);
    const { orderId } = await gateway<{ orderId: string }>(p, server, '/wechat_order/auth/take', { taskId });
    const { candidateId } = await gateway<{ candidateId: string }>(p, server, '/pc_candidate/auth/add', {
      orderId,
      ...freshPerson(LONG_NAME),
    });
    await gateway(p, server, '/pc_task/auth/collection', { taskId, collect: true });
    await gateway(p, server, '/pc_suppliers_member/auth/add_member', { phone: `135${String(Date.now()).slice(-8)}`, name: LONG_NAME });
    for (const to of ['screened', 'interviewed', 'hired'])
      await server.ops('candidate-status', '--candidate', candidateId, '--to', to, '--json');
    const linesFile = join(mkdtempSync(join(tmpdir(), 'lines-')), 'lines.json');
    writeFileSync(linesFile, JSON.stringify([{ candidateId, quantity: 8, deduction: 0 }]));
    const today = chinaDate(new Date());
    const { settlementId } = JSON.parse(
      await server.ops('issue-settlement', '--order', orderId, '--from', today, '--to', today, '--lines-file', linesFile, '--json'),
    ) as { settlementId: string };

    const lists: ListCheck[] = [
      {
        list: '订单',
        path: '/workbench/order',
        long: LONG_TITLE,
        status: true,
        amount: ['供应商佣金', /^[\d.]+ 元\/\S+/],
        date: '接单时间',
        sorts: true,
      },
      {
        list: '候选人',
        path: `/workbench/order/candidateList/${taskId}/${orderId}`,
        long: LONG_NAME,
        status: true,
        date: '推荐时间',
        sorts: true,
      },
      { list: '供应商记录', path: '/workbench/confessionRecord', long: LONG_NAME, status: true, date: '推荐时间', sorts: true },
      {
        list: '结算管理',
        path: '/workbench/settlementManagement',
        long: LONG_TITLE,
        status: true,
        amount: ['结算金额（元）', YUAN],
        date: '出具时间',
        sorts: true,
      },
      {
        list: '结算明细',
        path: `/workbench/settlementManagement/confirmSettlementList/${settlementId}`,
        long: LONG_NAME,
        amount: ['金额（元）', YUAN],
        selects: true,
      },
      { list: '成员管理', path: '/myUserInfo/members', long: LONG_NAME, status: true, date: '加入时间 / 邀请有效期' },
      { list: '操作记录', path: '/myUserInfo/audit', long: LONG_NAME, date: '时间' },
      {
        list: '我的收藏',
        path: '/workbench/collection',
        long: LONG_TITLE,
        status: true,
        amount: ['薪资', /^[\d.]+ 元\/\S+$/],
        date: '收藏时间',
      },
    ];
    for (const c of lists) {
      await cardsOf(p, c.path);
      const first = p.locator('li.data-card').first();
      expect((await first.locator('.data-card-title').innerText()).trim(), `${c.list}: title`).not.toBe('');
      if (c.status) expect((await first.locator('.data-card-status').innerText()).trim(), `${c.list}: status`).not.toBe('');
      if (c.amount) expect(await lineOf(valueOf(first, c.amount[0])), `${c.list}: amount`).toMatch(c.amount[1]);
      if (c.date)
        expect(await lineOf(valueOf(first, c.date)), `${c.list}: date`).toMatch(
          c.date === '加入时间 / 邀请有效期' ? /\d{4}-\d{2}-\d{2}/ : TIME,
        );
      if (c.selects) expect(await first.getByRole('checkbox').count(), `${c.list}: selection`).toBe(1);
      if (c.sorts) {
        // The sortable lists' sort box, a finger's height.
        const sortBox = await p.getByRole('combobox', { name: '排序' }).boundingBox();
        expect(sortBox?.height ?? 0, `${c.list}: sort box`).toBeGreaterThanOrEqual(44);
      }

      const long = p.locator('li.data-card').filter({ hasText: c.long }).first();
      await long.scrollIntoViewIfNeeded();
      const layout = await layoutOf(long);
      expect(layout.page, `${c.list}: page width`).toBeLessThanOrEqual(layout.vw);
      expect(layout.sticking, `${c.list}: wider than the screen`).toEqual([]);
      expect(layout.small, `${c.list}: tap targets under 44 px`).toEqual([]);
      expect(
        layout.titles.some((t) => t?.includes(c.long)),
        `${c.list}: the long value's full text`,
      ).toBe(true);
    }

    // The candidate's drawer and the task's page with the long names: nothing wider than the screen.
    await cardsOf(p, `/workbench/order/candidateList/${taskId}/${orderId}`);
    await p.locator('li.data-card .data-card-title').getByRole('button', { name: LONG_NAME }).click();
    const drawer = p.locator('.ant-drawer-content-wrapper').filter({ hasText: `候选人：${LONG_NAME}` });
    await drawer.getByText(LONG_TITLE).waitFor({ timeout: 30_000 });
    const inside = await drawer.evaluate((el) =>
      [el, ...el.querySelectorAll<HTMLElement>('.ant-drawer-title, .ant-drawer-body, .ant-descriptions')].every(
        (e) => e.scrollWidth <= e.clientWidth + 1,
      ),
    );
    expect(inside, 'the drawer fits its content').toBe(true);
    expect(await pageWidth(p)).toBeLessThanOrEqual(390);
    await p.goto(`/findJob/workDetail/${taskId}`);
    await p.getByText(LONG_COMPANY).first().waitFor({ timeout: 30_000 });
    expect(await pageWidth(p), 'task detail').toBeLessThanOrEqual(390);
  });

  it('a supplier with a 100-character name: its screens stay as wide as the screen', { timeout: 120_000 }, async () => {
    const server = suite.server;
    const name = `${'长'.repeat(20)}${'N'.repeat(80)}`;
    const phone = `134${String(Date.now()).slice(-8)}`;
    await server.ops('create-supplier', '--name', name, '--admin-phone', phone, '--verified', '--json');
    const p = await suite.signIn(phone, PHONE);
    for (const path of ['/myUserInfo/members', '/myUserInfo/info', '/authentication/company']) {
      await p.goto(path);
      await p.getByText(name, { exact: false }).first().waitFor({ timeout: 30_000 });
      expect(await quiet(p, { timeout: 30_000 }), `${path}: requests still in flight`).toEqual([]);
      expect(await pageWidth(p), path).toBeLessThanOrEqual(390);
    }
  });

  it(
    'the same long title on a desktop: the candidate list keeps its width, the title clamped with its full text as the title',
    { timeout: 120_000 },
    async () => {
      const server = suite.server;
      const { taskId } = JSON.parse(await server.ops('create-task', '--title', LONG_TITLE, '--company', LONG_COMPANY, '--json')) as {
        taskId: string;
      };
      const p = await suite.signIn(DEMO_ADMIN, { viewport: { width: 1440, height: 900 } });
      const { orderId } = await gateway<{ orderId: string }>(p, server, '/wechat_order/auth/take', { taskId });
      await p.goto(`/workbench/order/candidateList/${taskId}/${orderId}`);
      const title = p.locator('main .page-frame-title');
      await expect.poll(() => title.getAttribute('title'), { timeout: 30_000 }).toBe(`${LONG_TITLE}（订单 ${orderId}） 的候选人`);
      expect(await pageWidth(p)).toBeLessThanOrEqual(1440);
      expect(await p.locator('.page-frame-breadcrumb li').filter({ hasText: LONG_TITLE }).getAttribute('title')).toBe(
        `${LONG_TITLE}（订单 ${orderId}）`,
      );
      await p.goto('/workbench/order');
      await p.locator('table.data-table tbody tr.data-table-row').first().waitFor({ timeout: 30_000 });
      expect(await pageWidth(p), 'orders').toBeLessThanOrEqual(1440);
    },
  );
});
