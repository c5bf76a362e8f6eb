import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskListRequest } from '@contract/tasks';
import { tasks } from '@contract/index';
import { CACHE_KEYS } from '@/lib/local-cache';
import { tracker } from '@/lib/tracking';
import { server } from '../msw/server';
import { deferred, ok, onCall, status } from '../msw/contract';
import { taskPage, taskSummary } from '../msw/task-fixtures';
import { renderApp } from '../utils/render-app';

type Answer = (body: TaskListRequest) => ReturnType<typeof ok> | Response | Promise<ReturnType<typeof ok> | Response>;

/** Records every task_list_select payload; answers with two tasks unless told otherwise. */
function listCalls(
  answer: Answer = (body) =>
    ok(
      taskPage([taskSummary(), taskSummary({ taskId: '102', title: '福田仓库分拣员' })], {
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      }),
    ),
) {
  const calls: TaskListRequest[] = [];
  server.use(onCall(tasks.selectTaskList, ({ body }) => (calls.push(body), answer(body) as never)));
  return calls;
}

const group = (label: string) => document.querySelector<HTMLElement>(`[role="group"][aria-label="${label}"]`)!;
/** A filter toggle (a checkable tag) by its row and text. */
const toggle = (row: string, text: string) => within(group(row)).getByText(text).closest<HTMLElement>('[role="checkbox"]')!;
const sortOption = (label: string) => screen.getByRole('radio', { name: label });
const sortChecked = (label: string) => (sortOption(label) as HTMLInputElement).checked;
const query = (where: () => string) =>
  Object.fromEntries(
    [...new URL(where(), 'http://x').searchParams.keys()].map((k) => [k, new URL(where(), 'http://x').searchParams.getAll(k).join('|')]),
  );

describe('find job', { timeout: 20_000 }, () => {
  it('restores every filter from the URL (a reload or a shared link) and sends it; titles the page by city and position', async () => {
    const calls = listCalls((body) => ok(taskPage([taskSummary()], { total: 120, pageNum: body.pageNum, pageSize: body.pageSize })));
    const { store } = renderApp(
      '/findJob?keyword=保安&provinceCode=440000&cityCode=440300&positionTypeId=601&settlementType=daily&features=meals&sort=reward&pageNum=2&pageSize=50',
    );
    expect(await screen.findByText('南山科技园保安')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        keyword: '保安',
        provinceCode: '440000',
        cityCode: '440300',
        positionTypeId: '601',
        settlementType: 'daily',
        features: ['meals'],
        sort: 'reward',
        pageNum: 2,
        pageSize: 50,
      },
    ]);
    expect(screen.getByPlaceholderText('搜索职位、公司或任务描述')).toHaveValue('保安');
    expect(toggle('结算方式', '日结')).toHaveAttribute('aria-checked', 'true');
    expect(toggle('结算方式', '周结')).toHaveAttribute('aria-checked', 'false');
    expect(toggle('任务特色', '包吃')).toHaveAttribute('aria-checked', 'true');
    expect(sortChecked('薪资最高')).toBe(true);
    // The pagination comes with the whole page of cards (a deferred render after the first cards).
    await waitFor(() => expect(document.querySelector('.list-pagination [aria-current="page"]')).toHaveTextContent('2'));
    expect(screen.getByText('20 元/小时')).toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('深圳市保安招聘信息 - 找工作 - 供应商接单平台'));
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(/^深圳市保安招聘,深圳市招聘,保安招聘/);
    const seo = store.getState().seoModal;
    expect(seo.citySeo).toMatchObject({ cityCode: '440300', name: '深圳市' });
    expect(seo.jobSeo).toEqual({ positionTypeId: '601', name: '保安' });
    expect(seo.workListSeo).toMatchObject({ total: 120, pageNum: 2 });
    expect(seo.settlementListSeo).toHaveLength(2);
    expect(seo.rewardUnitSeo).toHaveLength(2);
    expect(seo.tackFeatureSeo).toHaveLength(2);
    expect(seo.personNumberSeo).toHaveLength(1);
  });

  it('puts each filter into the URL and the payload, starting again from page 1; the back button steps back', async () => {
    const calls = listCalls();
    const flush = vi.spyOn(tracker, 'click');
    const { router, where } = renderApp('/findJob?pageNum=3');
    await screen.findByText('南山科技园保安');
    expect(calls.at(-1)).toEqual({ sort: 'newest', pageNum: 3, pageSize: 30 });

    await userEvent.click(toggle('结算方式', '日结'));
    await waitFor(() => expect(where()).toBe('/findJob?settlementType=daily'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ settlementType: 'daily', sort: 'newest', pageNum: 1, pageSize: 30 }));

    await userEvent.type(screen.getByPlaceholderText('搜索职位、公司或任务描述'), ' 分拣 {Enter}');
    await waitFor(() => expect(query(where)).toEqual({ keyword: '分拣', settlementType: 'daily' }));
    expect(flush).toHaveBeenCalledWith('find_job_search', { keyword: ' 分拣 ' });

    await userEvent.click(toggle('任务特色', '包吃'));
    await userEvent.click(toggle('任务特色', '包住'));
    await userEvent.click(sortOption('薪资最高'));
    await waitFor(() =>
      expect(query(where)).toEqual({ keyword: '分拣', settlementType: 'daily', features: 'meals|housing', sort: 'reward' }),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        keyword: '分拣',
        settlementType: 'daily',
        features: ['meals', 'housing'],
        sort: 'reward',
        pageNum: 1,
        pageSize: 30,
      }),
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(query(where)).toEqual({ keyword: '分拣', settlementType: 'daily', features: 'meals|housing' }));
    expect(sortChecked('最新发布')).toBe(true);
    await act(() => router.navigate(-3));
    await waitFor(() => expect(where()).toBe('/findJob?settlementType=daily'));
    expect(screen.getByPlaceholderText('搜索职位、公司或任务描述')).toHaveValue('');
  });

  it('pages with the shared pagination: page links, the quick jumper and 30/50/100 per page', async () => {
    const calls = listCalls((body) =>
      ok(taskPage([taskSummary({ title: `第 ${body.pageNum} 页的任务` })], { total: 95, pageNum: body.pageNum, pageSize: body.pageSize })),
    );
    const { where } = renderApp('/findJob');
    expect(await screen.findByText('第 1 页的任务')).toBeInTheDocument();
    expect(await screen.findByText('共 95 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('第 2 页的任务')).toBeInTheDocument();
    expect(where()).toBe('/findJob?pageNum=2');

    await userEvent.type(screen.getByRole('textbox', { name: 'Page' }), '4{Enter}');
    expect(await screen.findByText('第 4 页的任务')).toBeInTheDocument();
    expect(where()).toBe('/findJob?pageNum=4');
    const size = screen.getByRole('combobox', { name: 'Page Size' });
    expect(size).toHaveDisplayValue('30 /page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 /page', '50 /page', '100 /page']);

    // A new page size starts again from page 1.
    await userEvent.selectOptions(size, '50');
    await waitFor(() => expect(where()).toBe('/findJob?pageSize=50'));
    expect(calls.map((c) => [c.pageNum, c.pageSize])).toEqual([
      [1, 30],
      [2, 30],
      [4, 30],
      [1, 50],
    ]);
  });

  it('rewrites malformed filters instead of failing, and explains a page past the end', async () => {
    const calls = listCalls((body) => ok(taskPage([], { total: 40, pageNum: body.pageNum, pageSize: body.pageSize })));
    const { where } = renderApp('/findJob?pageNum=abc&pageSize=9999&sort=cheapest&cityCode=zz&features=&sid=S1');
    await waitFor(() => expect(where()).toBe('/findJob?sid=S1'));
    expect(calls[0]).toEqual({ sort: 'newest', pageNum: 1, pageSize: 30 });

    const huge = renderApp('/findJob?pageNum=99999999');
    expect(await within(huge.container).findByText('第 100000 页没有任务')).toBeInTheDocument();
    expect(huge.where()).toBe('/findJob?pageNum=100000');
    await userEvent.click(within(huge.container).getByRole('button', { name: '回到第一页' }));
    await waitFor(() => expect(huge.where()).toBe('/findJob'));
  });

  it('shows a skeleton while loading, an empty state with a way out, and an error with a retry', async () => {
    const gate = deferred();
    let calls = 0;
    listCalls(async (body) => {
      calls += 1;
      if (calls === 1) return (await gate.promise, ok(taskPage([])));
      if (calls === 2) return status(500);
      return ok(taskPage([taskSummary({ title: body.keyword ?? '全部' })]));
    });
    const { where } = renderApp('/findJob?keyword=没有的职位');
    expect(await screen.findByLabelText('任务加载中')).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByText('没有找到符合条件的任务，换个条件试试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清空筛选条件' }));
    expect(await screen.findByText('任务加载失败')).toBeInTheDocument();
    expect(where()).toBe('/findJob');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('全部')).toBeInTheDocument();
  });

  it('starts from the city picked last time, in the first request; picking a city remembers it', async () => {
    localStorage.setItem(CACHE_KEYS.preSelectedCity, JSON.stringify(['440000', '440300']));
    const calls = listCalls();
    const { where } = renderApp('/findJob');
    await screen.findByText('南山科技园保安');
    await waitFor(() => expect(where()).toBe('/findJob?provinceCode=440000&cityCode=440300'));
    expect(calls).toEqual([{ provinceCode: '440000', cityCode: '440300', sort: 'newest', pageNum: 1, pageSize: 30 }]);
    await waitFor(() => expect(document.title).toBe('深圳市招聘信息 - 找工作 - 供应商接单平台'));

    await userEvent.click(screen.getByRole('combobox', { name: '工作城市' }));
    await userEvent.click(await screen.findByText('北京市', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(where()).toBe('/findJob?provinceCode=110000'));
    expect(JSON.parse(localStorage.getItem(CACHE_KEYS.preSelectedCity)!)).toEqual(['110000']);
  });
});
