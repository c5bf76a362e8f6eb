import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders, tasks } from '@contract/index';
import { SITE } from '@/config/site';
import { tracker } from '@/lib/tracking';
import { server } from '../msw/server';
import { deferred, fail, ok, onCall, status } from '../msw/contract';
import { taskDetail, taskSummary } from '../msw/task-fixtures';
import { loggedIn, renderApp } from '../utils/render-app';

/** Counts task_detail_get calls and answers with `detail` for every id. */
function detailCalls(detail = taskDetail()) {
  const calls: string[] = [];
  server.use(onCall(tasks.getTaskDetail, ({ body }) => (calls.push(body.taskId), ok({ ...detail, taskId: body.taskId }))));
  return calls;
}

/** A button by its exact text: role queries are slow over a whole antd page in jsdom. */
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const findButton = async (text: string) => (await screen.findByText(text, { selector: 'button span' })).closest('button')!;

// The collect button is throttled (300 ms, leading edge): clicks in one test are spaced further apart, on a clock
// the test drives (see the test that uses it) rather than by waiting.
const pastThrottle = () => act(() => vi.advanceTimersByTimeAsync(320));

describe('task detail', { timeout: 20_000 }, () => {
  it('shows a logged-out visitor the headline from the card and a login prompt that comes back here with the channel', async () => {
    const calls = detailCalls();
    const { where } = renderApp('/findJob?sid=S1&sourcecode=C1');
    await userEvent.click(await screen.findByText('南山科技园保安'));
    expect(await screen.findByText('登录后查看任务详情')).toBeInTheDocument();
    expect(where()).toBe('/findJob/workDetail/101?sid=S1&sourcecode=C1');
    expect(screen.getByRole('heading', { level: 2, name: '南山科技园保安' })).toBeInTheDocument();
    expect(screen.getByText('20 元/小时')).toBeInTheDocument();
    // Drawn without antd (the light kit): a visitor's detail page loads none of it.
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(screen.getByText('包吃')).toHaveClass('light-tag');
    const login = new URL(screen.getByRole('link', { name: '登录查看' }).getAttribute('href')!, location.origin);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/findJob/workDetail/101?sid=S1&sourcecode=C1');
    expect(login.searchParams.get('sid')).toBe('S1');
    expect(login.searchParams.get('sourcecode')).toBe('C1');
    await waitFor(() => expect(document.title).toBe('南山科技园保安 - 任务详情'));
    // The login-only parts are not even asked for.
    expect(calls).toEqual([]);
    expect(screen.queryByText('立即接单')).toBeNull();
  });

  it('shows a logged-out visitor of a shared link the public card of the task and the prompt', async () => {
    const calls = detailCalls();
    const summaries: string[] = [];
    const gate = deferred();
    server.use(
      onCall(
        tasks.getTaskSummary,
        async ({ body }) => (
          summaries.push(body.taskId),
          await gate.promise,
          ok(taskSummary({ taskId: body.taskId, title: '公开的任务卡片' }))
        ),
      ),
    );
    const { store } = renderApp('/findJob/workDetail/101');
    expect(await screen.findByText('登录后查看任务详情')).toBeInTheDocument();
    // Until the card arrives its place is held (grey bars), so the prompt under it does not move down.
    const pending = document.querySelector('.task-headline[aria-busy="true"]');
    expect(pending?.querySelectorAll('.light-skeleton-text').length).toBeGreaterThan(0);
    gate.resolve();
    expect(await screen.findByRole('heading', { level: 2, name: '公开的任务卡片' })).toBeInTheDocument();
    expect(document.querySelector('.task-headline[aria-busy="true"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('公开的任务卡片 - 任务详情'));
    // The title is made from the card the seoModal slice keeps (lib/state/seo-meta.ts).
    expect(store.getState().seoModal.jobSeo).toMatchObject({ taskId: '101', title: '公开的任务卡片' });
    expect(summaries).toEqual(['101']);
    expect(calls).toEqual([]);
  });

  it('tells a logged-out visitor of an unknown task that it does not exist', async () => {
    renderApp('/findJob/workDetail/missing');
    expect(await screen.findByText('任务不存在或已下架')).toBeInTheDocument();
    expect(screen.queryByText('登录后查看任务详情')).toBeNull();
    expect(screen.getByRole('link', { name: '返回找工作' })).toHaveAttribute('href', '/findJob');
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('shows a logged-in supplier every field, titled by the task', async () => {
    detailCalls(taskDetail({ status: 'open', takenCount: 3, personNumber: 10 }));
    const { container, router } = renderApp('/findJob/workDetail/101', { global: loggedIn });
    expect(await screen.findByText('深圳市南山区科技园南区 1 号')).toBeInTheDocument();
    for (const text of [
      '南山科技园保安',
      '20 元/小时',
      '深圳示例物业有限公司',
      '08:00-20:00，两班倒',
      '18-50 岁',
      '负责园区门岗值守与巡逻。',
      '18-50 岁，身体健康。',
      '招募中',
      '招 10 人 · 已接 3 人',
      '广东省 / 深圳市 / 南山区',
      '日结',
    ]) {
      expect(within(container).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(screen.queryByText('登录后查看任务详情')).toBeNull();
    await waitFor(() => expect(document.title).toBe('南山科技园保安 - 任务详情'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '深圳示例物业有限公司招聘保安（深圳市南山区），20元/小时，日结。',
    );
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(
      '南山科技园保安,保安,深圳市保安,深圳示例物业有限公司,日结',
    );

    // Leaving the page leaves its meta behind: the next route starts from its own title and the site's text.
    await act(() => router.navigate('/404'));
    await waitFor(() => expect(document.title).toBe('404'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE.description);
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(SITE.keywords);
  });

  it('collects at once and rolls back when the gateway refuses; uncollects', async () => {
    // A faked setTimeout that still follows real time (Testing Library's queries wait on it), so pastThrottle can
    // jump the throttle's 300 ms at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    detailCalls();
    const bodies: unknown[] = [];
    const gate = deferred();
    let refuse = true;
    server.use(
      onCall(tasks.collectTask, async ({ body }) => {
        bodies.push(body);
        if (refuse) return (await gate.promise, fail('E000404', '任务不存在'));
        return ok({ collected: body.collect });
      }),
    );
    const click = vi.spyOn(tracker, 'click');
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    await userEvent.click(await findButton('收藏'));
    // Optimistic: the heart is filled while the gateway has not answered yet.
    expect(await findButton('已收藏')).toHaveAttribute('aria-pressed', 'true');
    await act(async () => gate.resolve());
    expect(await screen.findByText('任务不存在')).toBeInTheDocument();
    expect(await findButton('收藏')).toHaveAttribute('aria-pressed', 'false');

    refuse = false;
    await pastThrottle();
    await userEvent.click(button('收藏'));
    expect(await findButton('已收藏')).toHaveAttribute('aria-pressed', 'true');
    await pastThrottle();
    await userEvent.click(button('已收藏'));
    expect(await findButton('收藏')).toHaveAttribute('aria-pressed', 'false');
    expect(bodies).toEqual([
      { taskId: '101', collect: true },
      { taskId: '101', collect: true },
      { taskId: '101', collect: false },
    ]);
    expect(click).toHaveBeenCalledWith('task_collect', { taskId: '101', collect: true });
  });

  it('validates a complaint (a reason, 5–500 characters) and submits it once; then the button says so', async () => {
    detailCalls();
    const bodies: unknown[] = [];
    server.use(onCall(tasks.complainTask, ({ body }) => (bodies.push(body), ok({ complaintId: 'c-9' }))));
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    await userEvent.click(await findButton('投诉'));
    const dialog = (await screen.findByText('投诉任务')).closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(dialog).getByRole('button', { name: '提交投诉' }));
    expect(await within(dialog).findByText('请选择投诉原因')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写投诉内容')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('虚假招聘信息'));
    const content = within(dialog).getByPlaceholderText(/请描述具体情况/);
    await userEvent.type(content, '  太短  ');
    expect(await within(dialog).findByText('投诉内容至少 5 个字')).toBeInTheDocument();
    await userEvent.type(content, '，并且要求先交押金');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交投诉' }));
    expect(await screen.findByText('投诉已提交，平台会尽快处理')).toBeInTheDocument();
    expect(bodies).toEqual([{ taskId: '101', reason: 'false_info', content: '太短  ，并且要求先交押金' }]);
    expect(await findButton('已投诉')).toBeDisabled();
  });

  it('shows the adviser on click only', async () => {
    detailCalls();
    let asked = 0;
    server.use(onCall(tasks.getAdviser, ({ body }) => (asked++, ok({ name: `顾问-${body.taskId}`, phone: '13900001111', wechat: null }))));
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    const adviser = await findButton('联系顾问');
    expect(asked).toBe(0);
    await userEvent.click(adviser);
    expect(await screen.findByText('顾问-101')).toBeInTheDocument();
    expect(screen.getByText('13900001111')).toHaveAttribute('href', 'tel:13900001111');
    expect(asked).toBe(1);
  });

  it('takes an order after a confirmation, shows the order and reads the task again', async () => {
    const calls = detailCalls();
    const bodies: unknown[] = [];
    server.use(onCall(orders.takeOrder, ({ body }) => (bodies.push(body), ok({ orderId: 'o-77' }))));
    const click = vi.spyOn(tracker, 'click');
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '立即接单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认接单' });
    expect(within(dialog).getByText(/南山科技园保安/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认接单' }));
    expect(await screen.findByText('接单成功')).toBeInTheDocument();
    expect(screen.getByText(/订单号 o-77/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去提交候选人' })).toHaveAttribute('href', '/workbench/order/candidateList/101/o-77');
    expect(bodies).toEqual([{ taskId: '101' }]);
    await waitFor(() => expect(calls).toEqual(['101', '101']));
    expect(click).toHaveBeenCalledWith('take_order', { taskId: '101' });
  });

  it('shows a refused take order as a toast and no success', async () => {
    detailCalls();
    server.use(onCall(orders.takeOrder, () => fail('E000601', '请先完成企业认证后再接单')));
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    await userEvent.click(await screen.findByRole('button', { name: '立即接单' }));
    const dialog = await screen.findByRole('dialog', { name: '确认接单' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认接单' }));
    expect(await screen.findByText('请先完成企业认证后再接单')).toBeInTheDocument();
    expect(screen.queryByText('接单成功')).toBeNull();
    expect(screen.getByRole('button', { name: '立即接单' })).toBeEnabled();
  });

  it.each([
    [{ status: 'full' as const }, '该任务名额已满'],
    [{ status: 'closed' as const }, '该任务已下架'],
    [{ ordered: true, complained: true }, '您已接过该任务的订单'],
  ])('disables taking an order with the reason (%o)', async (overrides, reason) => {
    detailCalls(taskDetail(overrides));
    renderApp('/findJob/workDetail/101', { global: loggedIn });
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(button('立即接单')).toBeDisabled();
    if ('complained' in overrides) expect(button('已投诉')).toBeDisabled();
  });

  it('says an unknown or malformed task does not exist, with a way back; a failed load can be retried', async () => {
    const { router } = renderApp('/findJob/workDetail/missing', { global: loggedIn });
    expect(await screen.findByText('任务不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找工作' })).toHaveAttribute('href', '/findJob');

    const calls = detailCalls();
    await act(() => router.navigate(`/findJob/workDetail/${'9'.repeat(65)}`));
    expect(await screen.findByText('任务不存在或已下架')).toBeInTheDocument();
    expect(calls).toEqual([]);

    let n = 0;
    server.use(onCall(tasks.getTaskDetail, () => (++n === 1 ? status(500) : ok(taskDetail({ title: '重试后的任务' })))));
    await act(() => router.navigate('/findJob/workDetail/202'));
    expect(await screen.findByText('任务详情加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 2, name: '重试后的任务' })).toBeInTheDocument();
  });
});
