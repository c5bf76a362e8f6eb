import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resumes, taskImport } from '@contract/index';
import { server } from '../msw/server';
import { API_BASE, fail, ok, onCall } from '../msw/contract';
import { resumeDraft } from '../msw/order-fixtures';
import { signedInAs } from '../msw/order-handlers';
import { captureDownloads } from '../utils/downloads';
import { renderApp } from '../utils/render-app';

const SLOW = { timeout: 20_000 };
const MANAGER = { isMain: true, authList: ['task:take', 'order:manage', 'candidate:manage'] };
const modalOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>('.ant-modal')!;
const file = (name: string, size = 100, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

/**
 * The parse endpoint (multipart): answers by the call's position (jsdom's FormData does not carry the file's
 * bytes or name to msw), recording the one-time code of each upload.
 */
function parseCalls(answer: (call: number) => Response) {
  const seen: { hasFile: boolean; code: FormDataEntryValue | null }[] = [];
  server.use(
    http.post(`${API_BASE}${resumes.parseResumeTalent.path}`, async ({ request }) => {
      const form = await request.formData();
      seen.push({ hasFile: form.has('file'), code: form.get('uniqueCode') });
      return answer(seen.length);
    }),
  );
  return seen;
}

async function openUpload() {
  renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
  await userEvent.click(await screen.findByRole('button', { name: /上传简历/ }, SLOW));
  return modalOf('上传简历');
}

describe('resume upload', { timeout: 60_000 }, () => {
  it('uploads several files with a progress bar; a bad file shows its error and the others become drafts to review', async () => {
    const seen = parseCalls((call) =>
      call === 2
        ? HttpResponse.json(fail('E000415', '文件内容无法识别为 PDF、DOCX 或 TXT'))
        : HttpResponse.json(ok(resumeDraft({ fileId: `f-${call}`, fileName: '王五简历.pdf' }))),
    );
    const edits: unknown[] = [];
    const adds: unknown[] = [];
    server.use(
      onCall(resumes.editResumeTalent, ({ body }) => (edits.push(body), ok(resumeDraft({ fileId: body.fileId })))),
      onCall(resumes.addResumeTalent, ({ body }) => (adds.push(body), ok({ candidateId: 'c-20' }))),
    );
    const modal = await openUpload();
    await userEvent.upload(
      within(modal).getByLabelText('选择简历文件'),
      [file('王五简历.pdf'), file('broken.pdf', 101), file('huge.pdf', 10 * 1024 * 1024 + 1), file('photo.png', 100, 'image/png')],
      { applyAccept: false },
    );
    expect(await within(modal).findByText('已识别 1 份，待审核 1 份', {}, SLOW)).toBeInTheDocument();
    expect(within(modal).getByText(/「huge.pdf」超过 10 MB/)).toBeInTheDocument();
    expect(within(modal).getByText(/「photo.png」不是 PDF、DOCX 或 TXT 文件/)).toBeInTheDocument();
    expect(within(modal).getByText('「broken.pdf」文件内容无法识别为 PDF、DOCX 或 TXT')).toBeInTheDocument();
    expect(within(modal).getByText('3 个文件未能识别，其余文件不受影响')).toBeInTheDocument();
    expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Only the files that passed the client's checks went out, each with its own one-time code.
    expect(seen.map((s) => s.hasFile)).toEqual([true, true]);
    expect(seen.every((s) => s.code === 'u-code-1')).toBe(true);

    // The review shows each field's confidence; what was not read is typed in before submitting.
    expect(within(modal).getByLabelText(/姓名/)).toHaveValue('王五');
    expect(within(modal).getAllByText('未识别').length).toBe(2);
    expect(within(modal).getByText('可信度 95%')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: /保存并提交/ }));
    expect(await within(modal).findByText('请输入身份证号码')).toBeInTheDocument();
    expect(edits).toEqual([]);
  });

  it('refuses a spreadsheet that is not .xlsx before uploading, and lists import errors by row and column', async () => {
    const imports: unknown[] = [];
    server.use(
      http.post(`${API_BASE}${taskImport.taskImport.path}`, async ({ request }) => {
        const form = await request.formData();
        imports.push(form.get('orderId'));
        return HttpResponse.json(
          ok({
            ok: false,
            imported: 0,
            candidateIds: [],
            errors: [
              { row: 2, column: '身份证号', message: '身份证号码校验位不正确，请核对' },
              { row: 3, column: '', message: '与第 2 行是同一人' },
            ],
          }),
        );
      }),
    );
    renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
    await userEvent.click(await screen.findByRole('button', { name: /批量导入/ }, SLOW));
    const modal = await modalOf('批量导入候选人');
    const input = within(modal).getByLabelText('选择导入文件');
    await userEvent.upload(input, file('名单.csv', 10, 'text/csv'), { applyAccept: false });
    expect(await within(modal).findByText(/「名单.csv」不是 Excel（.xlsx） 文件/)).toBeInTheDocument();
    expect(imports).toEqual([]);
    await userEvent.upload(input, file('名单.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    expect(await within(modal).findByText('发现 2 处问题，未导入任何候选人，请修改后重新上传')).toBeInTheDocument();
    expect(imports).toEqual(['o-1']);
    const rows = within(modal)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2身份证号身份证号码校验位不正确，请核对', '3整行与第 2 行是同一人']);
  });

  it('offers the sheet back with its errors written in, and importing the rows that pass', async () => {
    const imports: (FormDataEntryValue | null)[] = [];
    let annotated = 0;
    server.use(
      http.post(`${API_BASE}${taskImport.taskImport.path}`, async ({ request }) => {
        const skip = (await request.formData()).get('skipInvalid');
        imports.push(skip);
        const errors = [{ row: 3, column: '学历', message: '学历只能从下拉列表中选择：初中及以下、高中/中专、大专、本科、硕士及以上' }];
        return HttpResponse.json(
          ok(
            skip === 'true'
              ? { ok: true, imported: 4, candidateIds: ['1', '2', '3', '4'], errors }
              : { ok: false, imported: 0, candidateIds: [], errors },
          ),
        );
      }),
      http.post(`${API_BASE}${taskImport.taskImportErrors.path}`, async ({ request }) => {
        annotated += (await request.formData()).has('orderId') ? 1 : 0;
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('名单-错误标注.xlsx')}`,
          },
        });
      }),
    );
    const { saved, restore } = captureDownloads();
    try {
      renderApp('/workbench/order/candidateList/t-1/o-1', { global: signedInAs(MANAGER) });
      await userEvent.click(await screen.findByRole('button', { name: /批量导入/ }, SLOW));
      const modal = await modalOf('批量导入候选人');
      await userEvent.upload(
        within(modal).getByLabelText('选择导入文件'),
        file('名单.xlsx', 10, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      );
      expect(await within(modal).findByText('发现 1 处问题，未导入任何候选人，请修改后重新上传')).toBeInTheDocument();
      await userEvent.click(within(modal).getByRole('button', { name: /下载标注错误的表格/ }));
      await vi.waitFor(() => expect(saved).toEqual(['名单-错误标注.xlsx']));
      expect(annotated).toBe(1);
      await userEvent.click(within(modal).getByRole('button', { name: /跳过 1 行有问题的数据，导入其余行/ }));
      expect(await screen.findByText('已导入 4 名候选人，跳过 1 行有问题的数据')).toBeInTheDocument();
      expect(imports).toEqual([null, 'true']);
    } finally {
      restore();
    }
  });
});
