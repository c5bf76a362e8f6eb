import { act, screen, waitFor } from '@testing-library/react';
import { HOME_TITLE } from '@/config/paths';
import { loggedIn, renderApp } from '../utils/render-app';
import { signedInAs } from '../msw/order-handlers';

/** Every path of spec §2 (optional parameters with and without), its document.title and the heading it shows. */
const ROUTES: Array<[path: string, title: string, heading: string | RegExp]> = [
  ['/login', '登录', '手机号登录'],
  ['/agreement/service', '用户服务协议', '用户服务协议'],
  ['/signPartialContract/ag-1/main-1', '合同签署', '合同签署'],
  ['/accountActivation', '账号激活', '账号激活'],
  ['/', HOME_TITLE, '供应商接单平台'],
  ['/workbench', '工作台', '工作台'],
  ['/workbench/overview', '工作台', '工作台'],
  ['/workbench/collection', '工作台', '我的收藏'],
  ['/workbench/order', '订单', '订单'],
  // Named by its task and order once the list has them.
  ['/workbench/order/candidateList/t-1/o-1', '候选人列表 - 南山科技园保安（订单 o-1）', '南山科技园保安（订单 o-1） 的候选人'],
  ['/workbench/order/candidateList/t-1/o-1/2', '候选人列表 - 南山科技园保安（订单 o-1）', '南山科技园保安（订单 o-1） 的候选人'],
  ['/workbench/settlementManagement', '结算管理', '结算管理'],
  ['/workbench/settlementManagement/checkSettlementList/1/s-1', '查看结算单', '查看结算单'],
  ['/workbench/settlementManagement/confirmSettlementList/s-1', '确认结算单', '确认结算单'],
  ['/workbench/confessionRecord', '供应商记录', '供应商记录'],
  ['/findJob', '找工作', '找工作'],
  // An unknown task keeps the route's own title (a known one refines it to 「{title} - 任务详情」).
  ['/findJob/workDetail/missing', '任务详情', '任务详情'],
  ['/helpCenter', '帮助中心', '帮助中心'],
  ['/helpCenter/detail', '帮助中心', '帮助中心'],
  ['/authentication/company', '身份认证', '身份认证'],
  ['/myUserInfo/info', '个人中心', '个人中心'],
  ['/myUserInfo/members/list', '个人中心', '个人中心'],
  ['/accountToBeCredited', '完善收款账户', '完善收款账户'],
  ['/accountToBeCredited/add', '完善收款账户', '完善收款账户'],
  ['/accountToBeCredited/edit/s-1', '完善收款账户', '完善收款账户'],
  ['/shareTalent/good-token', '候选人名片', '候选人名片'],
  ['/404', '404', '404'],
  ['/no/such/page', '404', '404'],
  ['/workbench/order/candidateList', '404', '404'],
];

describe('routes', { timeout: 30_000 }, () => {
  // Thirty screens, each a chunk with antd to transform: slow on a shared machine.
  it('renders every path of spec §2 with its title; unknown paths show the 404 screen', { timeout: 120_000 }, async () => {
    // One app, navigated path to path (as a user would), keeps the suite fast.
    const { router, where } = renderApp('/', { global: loggedIn });
    for (const [path, title, heading] of ROUTES) {
      await act(() => router.navigate(path));
      // findByText on headings: getByRole over a whole antd page is slow in jsdom.
      expect(await screen.findByText(heading, { selector: 'h1, h2, h3' }, { timeout: 10_000 }), path).toBeInTheDocument();
      await waitFor(() => expect(document.title, path).toBe(title));
      expect(where()).toBe(path);
    }
  });

  it('renders a deep link straight away', async () => {
    renderApp('/workbench/settlementManagement/checkSettlementList/pending/s-9', {
      global: signedInAs({ isMain: true, authList: ['settlement:view'] }),
    });
    expect(await screen.findByRole('heading', { name: '查看结算单' })).toBeInTheDocument();
    expect(await screen.findByText('s-9', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('查看结算单'));
  });

  it('sends a logged-out visitor of a login-only screen to /login, remembering where and keeping sid and sourcecode', async () => {
    const { where } = renderApp('/workbench/order?sid=S1&sourcecode=C1&tab=2');
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeInTheDocument();
    const url = new URL(where(), 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/workbench/order?sid=S1&sourcecode=C1&tab=2');
    expect(url.searchParams.get('sid')).toBe('S1');
    expect(url.searchParams.get('sourcecode')).toBe('C1');
    // The title follows the screen in an effect after it renders (the guarded route's own title came first).
    await waitFor(() => expect(document.title).toBe('登录'));
  });

  it('lets a logged-out visitor see the public screens', async () => {
    const { where } = renderApp('/findJob');
    expect(await screen.findByRole('heading', { name: '找工作' })).toBeInTheDocument();
    expect(where()).toBe('/findJob');
  });

  it.each([
    ['/', '首页'],
    ['/workbench/order', '工作台'],
    ['/findJob', '找工作'],
    ['/helpCenter', '帮助中心'],
  ])('highlights the menu entry of %s', async (path, label) => {
    renderApp(path, { global: loggedIn });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent(label === '首页' ? '工作台' : label));
  });
});
