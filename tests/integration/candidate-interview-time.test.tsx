import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { candidates } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { candidateDetail, candidateSummary, talentPage } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const MANAGER = { isMain: true, authList: ['task:take', 'order:manage', 'candidate:manage'] };
const WHEN = '2099-01-05T10:00:00+08:00';

describe('a candidate’s expected interview', { timeout: 60_000 }, () => {
  it('starts from the stored time and site, shows the site’s address and saves them', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      onCall(candidates.talentList, () => ok(talentPage([candidateSummary()], { submitted: 1 }))),
      onCall(candidates.detailLook, ({ body }) =>
        ok(candidateDetail({ candidateId: body.candidateId, expectedInterviewTime: WHEN, siteId: 's-1' })),
      ),
      onCall(candidates.selectSiteList, () =>
        ok([{ siteId: 's-1', name: '南山面试点', address: '深圳市南山区科技园 1 号', contactName: '陈老师', contactPhone: null }]),
      ),
      onCall(candidates.setExpectedInterviewTime, ({ body }) => (sent.push(body), ok(null))),
    );
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click((await screen.findAllByRole('button', { name: '查看' }, SLOW))[0]);
    const drawer = (await screen.findByText(/候选人：/, {}, SLOW)).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText(/深圳市南山区科技园 1 号 · 联系人 陈老师/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ candidateId: 'c-1', siteId: 's-1' });
    expect(dayjs(sent[0].expectedInterviewTime as string).valueOf()).toBe(dayjs(WHEN).valueOf());
  });

  it('follows a site changed elsewhere at the same time: the editor shows the new site, not the one it opened with', async () => {
    let siteId = 's-1';
    server.use(
      onCall(candidates.talentList, () => ok(talentPage([candidateSummary()], { submitted: 1 }))),
      onCall(candidates.detailLook, ({ body }) =>
        ok(candidateDetail({ candidateId: body.candidateId, expectedInterviewTime: WHEN, siteId })),
      ),
      onCall(candidates.selectSiteList, () =>
        ok([
          { siteId: 's-1', name: '南山面试点', address: '深圳市南山区科技园 1 号', contactName: '陈老师', contactPhone: null },
          { siteId: 's-2', name: '福田面试点', address: '深圳市福田区中心路 2 号', contactName: '林老师', contactPhone: null },
        ]),
      ),
      // A colleague moved the interview to the other site meanwhile: the saved candidate comes back with it.
      onCall(candidates.setExpectedInterviewTime, () => ((siteId = 's-2'), ok(null))),
    );
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click((await screen.findAllByRole('button', { name: '查看' }, SLOW))[0]);
    const drawer = (await screen.findByText(/候选人：/, {}, SLOW)).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText(/深圳市南山区科技园 1 号/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }));
    expect(await within(drawer).findByText(/深圳市福田区中心路 2 号 · 联系人 林老师/, {}, SLOW)).toBeInTheDocument();
  });
});
