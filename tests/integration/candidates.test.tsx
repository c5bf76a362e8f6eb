import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { candidates } from '@contract/index';
import { server } from '../msw/server';
import { deferred, fail, ok, onCall } from '../msw/contract';
import { candidateDetail, candidateSummary, talentPage, validIdNumber } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const MANAGER = { isMain: true, authList: ['task:take', 'order:manage', 'candidate:manage'] };
const button = (root: HTMLElement, name: RegExp) => within(root).getByRole('button', { name });
const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('.ant-modal')!;

function listCalls() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    onCall(candidates.talentList, ({ body }) => {
      bodies.push(body);
      if (body.orderId === 'other') return fail('E000404', '订单不存在');
      return ok(talentPage([candidateSummary({ status: body.status ?? 'submitted' })], { submitted: 4, hired: 2 }));
    }),
  );
  return bodies;
}

describe('candidate list', { timeout: 60_000 }, () => {
  it('takes the status tab from the route, shows the counts, and a tab changes the URL', async () => {
    const bodies = listCalls();
    const { where } = renderApp('/workbench/order/candidateList/t-1/o-1/hired', { global: signedInAs(MANAGER) });
    expect(await screen.findByRole('tab', { name: '已入职（2）', selected: true }, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ orderId: 'o-1', status: 'hired', pageNum: 1, pageSize: 30 });
    await userEvent.click(screen.getByRole('tab', { name: '已推荐（4）' }));
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-1/o-1/submitted'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ orderId: 'o-1', status: 'submitted', pageNum: 1, pageSize: 30 }));
    await userEvent.click(screen.getByRole('tab', { name: '全部（1）' }));
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-1/o-1'));
    // The tabs pattern: the arrow keys move to the next tab and open it.
    expect(screen.getByRole('tablist', { name: '候选人状态' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-1/o-1/submitted'));
    expect(screen.getByRole('tab', { name: /^已推荐/ })).toHaveFocus();
  });

  it('holds the lines of the task’s name in the heading and the breadcrumb until the list names it', async () => {
    const held = deferred();
    server.use(onCall(candidates.talentList, async () => (await held.promise, ok(talentPage([candidateSummary()], { submitted: 1 })))));
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    const heading = await screen.findByRole('heading', { name: '（订单 o-1） 的候选人' }, SLOW);
    expect(heading).toHaveAttribute('title', '订单 o-1 的候选人');
    expect(heading.querySelector('.light-skeleton-text')).not.toBeNull();
    const crumb = within(screen.getByRole('navigation', { name: '面包屑' })).getByTitle('订单 o-1');
    expect(crumb.querySelector('.light-skeleton-text')).not.toBeNull();
    held.resolve();
    expect(await screen.findByRole('heading', { name: '南山科技园保安（订单 o-1） 的候选人' })).toBeInTheDocument();
    expect(document.querySelector('.page-frame .light-skeleton-text')).toBeNull();
  });

  it('searches by name or mobile on Enter and with the button; the × empties the box and lists everyone again, deleting by hand does not', async () => {
    const bodies = listCalls();
    const { where } = renderApp('/workbench/order/candidateList/t-1/o-1/hired', { global: signedInAs(MANAGER) });
    const box = await screen.findByRole('searchbox', { name: '搜索候选人' }, SLOW);
    await userEvent.type(box, ' 李四 {Enter}');
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-1/o-1/hired?keyword=%E6%9D%8E%E5%9B%9B'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ orderId: 'o-1', status: 'hired', keyword: '李四', pageNum: 1, pageSize: 30 }));
    // Another tab keeps the keyword.
    await userEvent.click(screen.getByRole('tab', { name: /^已推荐/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ orderId: 'o-1', status: 'submitted', keyword: '李四', pageNum: 1, pageSize: 30 }));
    expect(screen.getByRole('searchbox', { name: '搜索候选人' })).toHaveValue(' 李四 ');

    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(where()).toBe('/workbench/order/candidateList/t-1/o-1/submitted'));
    expect(screen.getByRole('searchbox', { name: '搜索候选人' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: '搜索候选人' })).toHaveFocus();

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索候选人' }), '139');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ orderId: 'o-1', status: 'submitted', keyword: '139', pageNum: 1, pageSize: 30 }));
    const calls = bodies.length;
    await userEvent.clear(screen.getByRole('searchbox', { name: '搜索候选人' }));
    expect(where()).toBe('/workbench/order/candidateList/t-1/o-1/submitted?keyword=139');
    expect(bodies).toHaveLength(calls);
  });

  it("says 「无权查看」 for an order that is not (or no longer) the member's to see, with the way back to the order list", async () => {
    listCalls();
    const { where } = renderApp('/workbench/order/candidateList/t-1/other', { global: signedInAs(MANAGER) });
    expect(await screen.findByText('无权查看', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/该订单不存在，或您已无权查看/)).toBeInTheDocument();
    expect(screen.queryByText('李四')).toBeNull();
    expect(screen.queryByText(/加载失败/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回订单列表' }));
    await waitFor(() => expect(where()).toBe('/workbench/order'));
  });

  it('a candidate-status notice’s link (?candidate=<id>) opens the list with that candidate’s drawer', async () => {
    listCalls();
    const looked: unknown[] = [];
    server.use(onCall(candidates.detailLook, ({ body }) => (looked.push(body), ok(candidateDetail({ candidateId: body.candidateId })))));
    renderApp('/workbench/order/candidateList/t-1/o-1?candidate=c-7', { global: signedInAs(MANAGER) });
    expect(await screen.findByText('候选人：李四', {}, SLOW)).toBeInTheDocument();
    expect(looked).toEqual([{ candidateId: 'c-7' }]);
  });

  it('checks the ID number against sex and age, explains an ownership refusal and keeps what was typed, then adds', async () => {
    listCalls();
    const checks: unknown[] = [];
    const adds: unknown[] = [];
    let refuse = true;
    server.use(
      onCall(candidates.checkCandidate, ({ body }) => {
        checks.push(body);
        return ok(
          refuse
            ? { ok: false, code: 'E000701', reason: '该候选人已于 2026-11-20 10:00 由其他供应商推荐到此任务，30 天内不能重复推荐' }
            : { ok: true },
        );
      }),
      onCall(candidates.addCandidate, ({ body }) => (adds.push(body), ok({ candidateId: 'c-9' }))),
    );
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click(await screen.findByRole('button', { name: /添加候选人/ }, SLOW));
    const modal = await modalOf('添加候选人');
    const id = validIdNumber(dayjs().subtract(30, 'year').subtract(10, 'day').format('YYYYMMDD'));
    await userEvent.type(within(modal).getByLabelText(/姓名/), '王小明');
    await userEvent.type(within(modal).getByLabelText(/手机号/), '13912345678');
    await userEvent.type(within(modal).getByLabelText(/身份证号/), `${id.slice(0, 17)}0`);
    await userEvent.click(within(modal).getByLabelText('女'));
    await userEvent.type(within(modal).getByLabelText(/年龄/), '25');
    await userEvent.click(button(modal, /提\s?交/));
    expect(await within(modal).findByText('身份证号码校验位不正确，请核对')).toBeInTheDocument();
    expect(checks).toEqual([]);

    await userEvent.clear(within(modal).getByLabelText(/身份证号/));
    await userEvent.type(within(modal).getByLabelText(/身份证号/), id);
    await userEvent.click(button(modal, /提\s?交/));
    expect(await within(modal).findByText('性别与身份证号码不符（身份证号码显示为男）')).toBeInTheDocument();
    expect(within(modal).getByText('年龄与身份证号码不符（按身份证号码应为 30 岁）')).toBeInTheDocument();
    await userEvent.click(within(modal).getByLabelText('男'));
    await userEvent.clear(within(modal).getByLabelText(/年龄/));
    await userEvent.type(within(modal).getByLabelText(/年龄/), '30');
    await userEvent.click(within(modal).getByRole('combobox', { name: '学历' }));
    await userEvent.click(await screen.findByText('大专', { selector: '.ant-select-item-option-content' }));
    expect(screen.queryByText('不限', { selector: '.ant-select-item-option-content' })).toBeNull();

    await userEvent.click(button(modal, /提\s?交/));
    expect(await within(modal).findByText(/30 天内不能重复推荐/)).toBeInTheDocument();
    expect(adds).toEqual([]);
    expect(within(modal).getByLabelText(/姓名/)).toHaveValue('王小明');
    expect(within(modal).getByLabelText(/身份证号/)).toHaveValue(id);

    refuse = false;
    await userEvent.click(button(modal, /提\s?交/));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]).toEqual({
      orderId: 'o-1',
      name: '王小明',
      mobile: '13912345678',
      idNumber: id,
      sex: 'male',
      age: 30,
      degree: 'college',
    });
    expect(checks.at(-1)).toEqual(adds[0]);
  });

  it('opens a candidate: timeline with who and why, remark saved, update offered only while submitted', async () => {
    listCalls();
    const remarks: unknown[] = [];
    server.use(
      onCall(candidates.detailLook, ({ body }) =>
        ok(
          candidateDetail({
            candidateId: body.candidateId,
            status: 'rejected',
            statusLabel: '未通过',
            rejectReason: '体检未通过',
            timeline: [
              { from: null, to: 'submitted', toLabel: '已推荐', at: '2026-11-21T09:30:00+08:00', by: '张经理', reason: null },
              { from: 'submitted', to: 'rejected', toLabel: '未通过', at: '2026-11-22T15:00:00+08:00', by: '平台', reason: '体检未通过' },
            ],
          }),
        ),
      ),
      onCall(candidates.setRemark, ({ body }) => (remarks.push(body), ok(null))),
    );
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click((await screen.findAllByRole('button', { name: '查看' }, SLOW))[0]);
    const drawer = (await screen.findByText('候选人：李四', {}, SLOW)).closest<HTMLElement>('.ant-drawer')!;
    expect(within(drawer).getByText('已推荐 → 未通过')).toBeInTheDocument();
    expect(within(drawer).getByText(/2026-11-2\d \d\d:00 · 平台/)).toBeInTheDocument();
    expect(within(drawer).getAllByText(/体检未通过/).length).toBeGreaterThan(0);
    expect(within(drawer).queryByRole('button', { name: /修改信息/ })).toBeNull();
    await userEvent.type(within(drawer).getByLabelText('备注'), '下周一到岗');
    await userEvent.click(button(drawer, /保存备注/));
    await waitFor(() => expect(remarks).toEqual([{ candidateId: 'c-1', remark: '下周一到岗' }]));
  });

  it('offers update while submitted, and copies an expiring share link of the candidate', async () => {
    listCalls();
    const shared: unknown[] = [];
    server.use(
      onCall(candidates.shareInfo, ({ body }) => (shared.push(body), ok({ token: 'tok-abc', expiresAt: '2026-11-26T10:00:00+08:00' }))),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click((await screen.findAllByRole('button', { name: '查看' }, SLOW))[0]);
    const drawer = (await screen.findByText('候选人：李四', {}, SLOW)).closest<HTMLElement>('.ant-drawer')!;
    expect(within(drawer).getByRole('button', { name: /修改信息/ })).toBeInTheDocument();
    await userEvent.click(button(drawer, /分\s?享/));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shareTalent/tok-abc`));
    expect(shared).toEqual([{ candidateId: 'c-1' }]);
  });
});
