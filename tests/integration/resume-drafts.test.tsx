import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { candidates, resumes } from '@contract/index';
import type { ResumeDraft } from '@contract/resumes';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { resumeDraft, validIdNumber } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const MANAGER = { isMain: true, authList: ['task:take', 'order:manage', 'candidate:manage'] };
const idNumber = validIdNumber(dayjs().subtract(30, 'year').subtract(10, 'day').format('YYYYMMDD'));

/** The queue as the server keeps it: a submitted or discarded draft leaves it. */
function draftQueue(initial: ResumeDraft[]) {
  let queue = initial;
  const discarded: unknown[] = [];
  server.use(
    onCall(resumes.resumeDraftList, ({ body }) =>
      ok({ list: queue, total: queue.length, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 30 }),
    ),
    onCall(resumes.discardResumeDraft, ({ body }) => {
      discarded.push(body);
      queue = queue.filter((d) => d.fileId !== body.fileId);
      return ok(null);
    }),
  );
  return { discarded, submit: (fileId: string) => (queue = queue.filter((d) => d.fileId !== fileId)) };
}

const complete = resumeDraft({
  fileId: 'f-7',
  fileName: '王五简历.pdf',
  fields: { name: '王五', mobile: '13900001234', idNumber, sex: 'male', age: 30, degree: 'college' },
  confidence: { name: 0.95, mobile: 0.99, idNumber: 0.99, sex: 0.99, age: 0.9, degree: 0.5 },
});
const partial = resumeDraft({
  fileId: 'f-8',
  fileName: '赵六.docx',
  fields: { name: '赵六', mobile: null, idNumber: null, sex: null, age: null, degree: null },
  confidence: { name: 0.6, mobile: 0, idNumber: 0, sex: 0, age: 0, degree: 0 },
});

async function openPanel() {
  renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
  await userEvent.click(await screen.findByRole('button', { name: '简历草稿（2）' }, SLOW));
  return (await screen.findByText('简历草稿（2）', { selector: '.ant-drawer-title' }, SLOW)).closest<HTMLElement>('.ant-drawer')!;
}

describe('résumé drafts on the candidate list', { timeout: 60_000 }, () => {
  it('lists each draft with its confidence; review fills the add form, submit carries the draft and it leaves the list', async () => {
    const queue = draftQueue([complete, partial]);
    const adds: Record<string, unknown>[] = [];
    server.use(
      onCall(candidates.checkCandidate, () => ok({ ok: true })),
      onCall(candidates.addCandidate, ({ body }) => {
        adds.push(body);
        queue.submit(String(body.resumeFileId));
        return ok({ candidateId: 'c-30' });
      }),
    );
    const panel = await openPanel();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('王五')).toBeInTheDocument();
    expect(within(items[0]!).getByText('可信度 89%')).toBeInTheDocument();
    expect(within(items[0]!).getByText('需核对：学历')).toBeInTheDocument();
    expect(within(items[1]!).getByText('未识别：手机号、身份证号、性别、年龄、学历')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: '审核并提交「王五」' }));
    const modal = (await screen.findByText('审核简历：王五简历.pdf', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>(
      '.ant-modal',
    )!;
    expect(within(modal).getByLabelText(/姓名/)).toHaveValue('王五');
    expect(within(modal).getByLabelText(/手机号/)).toHaveValue('13900001234');
    expect(within(modal).getByLabelText(/身份证号/)).toHaveValue(idNumber);
    expect(within(modal).getByText('可信度 50%')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: /提\s?交/ }));

    await waitFor(() => expect(adds).toEqual([expect.objectContaining({ orderId: 'o-1', name: '王五', idNumber, resumeFileId: 'f-7' })]));
    expect(await screen.findByRole('button', { name: '简历草稿（1）' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(within(panel).queryByText('王五')).toBeNull();
  });

  it('discards a draft after a confirmation', async () => {
    const queue = draftQueue([complete, partial]);
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: '删除「赵六」' }));
    const title = await screen.findAllByText('删除简历草稿「赵六」？', { selector: '.ant-modal-confirm-title' }, SLOW);
    const confirm = title[0]!.closest<HTMLElement>('.ant-modal')!;
    expect(queue.discarded).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(queue.discarded).toEqual([{ fileId: 'f-8' }]));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '简历草稿（1）' })).toBeInTheDocument();
  });
});
