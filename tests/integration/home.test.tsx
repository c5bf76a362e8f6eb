import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cms, tasks } from '@contract/index';
import { HOME_TITLE } from '@/config/paths';
import { CACHE_KEYS } from '@/lib/local-cache';
import { tracker } from '@/lib/tracking';
import { server } from '../msw/server';
import { deferred, ok, onCall, status } from '../msw/contract';
import { articlePage, taskSummary } from '../msw/task-fixtures';
import { loggedIn, renderApp } from '../utils/render-app';

describe('the home page', { timeout: 20_000 }, () => {
  it('shows banners, hot positions, the newest tasks, help articles and the friendly links; feeds the SEO state', async () => {
    const recommendAsked: unknown[] = [];
    server.use(onCall(tasks.getRecommendTasks, ({ body }) => (recommendAsked.push(body), ok([taskSummary({ rewardAmount: 2000 })]))));
    localStorage.setItem(CACHE_KEYS.preSelectedCity, JSON.stringify(['440000', '440300']));
    const { container, store } = renderApp('/');

    expect(await screen.findByText('南山科技园保安')).toBeInTheDocument();
    expect(screen.getByText('20 元/小时')).toBeInTheDocument();
    expect(recommendAsked).toEqual([{ cityCode: '440300', size: 6 }]);
    expect(screen.getByText('最新任务')).toBeInTheDocument();
    // Every banner is in the carousel; the first is on screen.
    expect((await screen.findAllByAltText('海量岗位 快速接单'))[0].closest('a')).toHaveAttribute('href', '/findJob');
    expect((await screen.findAllByAltText('日结周结 结算透明'))[0].closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getAllByAltText('海量岗位 快速接单')[0].closest('a')).toHaveAttribute('href', '/findJob');
    expect(screen.getByText('保安', { selector: '.recommend-position' }).closest('a')).toHaveAttribute(
      'href',
      '/findJob?positionTypeId=601',
    );
    expect(screen.getByText('如何注册供应商账号').closest('a')).toHaveAttribute('href', '/helpCenter/detail?id=501');

    const links = await screen.findByRole('navigation', { name: '友情链接' });
    expect(within(links).getByText('中国公共招聘网')).toHaveAttribute('href', 'http://job.mohrss.gov.cn/');
    // A javascript: link from the content service never reaches the page.
    expect(within(links).queryByText('坏链接')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();

    const state = store.getState();
    expect(state.friendlyLink.friendlyLinksSeo.map((l) => l.id)).toEqual(['l-1', 'l-2']);
    expect(state.seoModal.bannerImgSeo).toHaveLength(2);
    expect(state.seoModal.positionRecommendListSeo).toEqual([{ positionTypeId: '601', name: '保安', taskCount: 12 }]);
    expect(state.seoModal.recommendWorkSeo).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(HOME_TITLE));
    await waitFor(() => expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', '页面描述'));
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', '灵活用工,招聘');
  });

  it('recommends for the supplier when logged in (person_recommend) and tracks a banner click', async () => {
    let general = 0;
    server.use(
      onCall(tasks.getRecommendTasks, () => (general++, ok([]))),
      onCall(tasks.getPersonRecommend, ({ token }) =>
        ok(token === 'tok-1' ? [taskSummary({ taskId: '900', title: '为您推荐的分拣员' })] : []),
      ),
    );
    renderApp('/', { global: loggedIn });
    expect(await screen.findByText('为您推荐的分拣员')).toBeInTheDocument();
    expect(screen.getByText('为您推荐')).toBeInTheDocument();
    expect(general).toBe(0);
    const flushSpy = vi.spyOn(tracker, 'click');
    await screen.findAllByAltText('日结周结 结算透明');
    await userEvent.click(screen.getAllByAltText('海量岗位 快速接单')[0]);
    expect(flushSpy).toHaveBeenCalledWith('home_banner', { adId: 'ad-1', title: '海量岗位 快速接单' });
  });

  it('shows skeletons while loading, then empty states', async () => {
    const gate = deferred();
    server.use(
      onCall(cms.listAds4Site, async () => (await gate.promise, ok([]))),
      onCall(tasks.getPositionRecommendList, async () => (await gate.promise, ok([]))),
      onCall(tasks.getRecommendTasks, async () => (await gate.promise, ok([]))),
      onCall(cms.listArticles4Site, async () => (await gate.promise, ok(articlePage([])))),
    );
    const { container } = renderApp('/');
    expect(await screen.findByLabelText('横幅加载中')).toBeInTheDocument();
    expect(screen.getByLabelText('任务加载中')).toBeInTheDocument();
    expect(container.querySelectorAll('.light-skeleton').length).toBeGreaterThan(3);
    await act(async () => gate.resolve());
    expect(await screen.findByText('暂无推荐任务')).toBeInTheDocument();
    expect(screen.getByText('暂无热门职位')).toBeInTheDocument();
    expect(screen.getByText('暂无帮助文章')).toBeInTheDocument();
    expect(screen.queryByLabelText('横幅广告')).toBeNull();
    // Without banners the page still has its heading and ways in.
    expect(screen.getByRole('heading', { level: 1, name: '供应商接单平台' })).toBeInTheDocument();
  });

  it('shows an error with a retry per block', async () => {
    let calls = 0;
    server.use(onCall(tasks.getRecommendTasks, () => (++calls === 1 ? status(500) : ok([taskSummary({ title: '重试后的任务' })]))));
    renderApp('/');
    expect(await screen.findByText('推荐任务加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('重试后的任务')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
