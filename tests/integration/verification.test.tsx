import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { login, verification } from '@contract/index';
import type { OcrConfidence, OcrFields } from '@contract/verification';
import { server } from '../msw/server';
import { fail, ok, onCall, urlOf } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { authInfoFixture } from '../msw/verification-handlers';
import { loggedIn, renderApp } from '../utils/render-app';

const newUser = { token: 'tok-1', refreshToken: 'ref-1', userName: '新用户', supplierId: '', isMain: true, verifyStatus: 5 };
const none = authInfoFixture({ verifyStatus: 5, supplierId: null, supplierName: null, supplierType: null, submission: null });
const png = (name = '营业执照.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

/** Answers ocr_parse (multipart) with `fields`, recording the kinds and sides it was sent. */
function ocrAnswers(
  fields: OcrFields,
  ocrAvailable = true,
  confidence: OcrConfidence = Object.fromEntries(Object.keys(fields).map((k) => [k, 0.95])),
) {
  const sent: { kind: string; side: string | null; size: number }[] = [];
  server.use(
    http.post(urlOf(verification.ocrParse), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      // jsdom's FormData names every file part 'blob'; the bytes are what matter.
      sent.push({ kind: String(form.get('kind')), side: form.get('side') as string | null, size: file.size });
      return HttpResponse.json(ok({ fileId: `f-${sent.length}`, fields, confidence, ocrAvailable }));
    }),
  );
  return sent;
}

/** The machine may be busy: the first screen of a test gets more time than the default 5 s. */
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('authentication screen', { timeout: 30_000 }, () => {
  it('a user without a supplier uploads the licence, OCR fills the form, submits, and the app follows the new supplier', async () => {
    let state = none;
    server.use(onCall(verification.authInfo, () => ok(state)));
    const sent = ocrAnswers({ companyName: '杭州新禾人力资源有限公司', creditCode: '91330100799655058B', legalPerson: '王建国' });
    const bodies: unknown[] = [];
    server.use(
      onCall(verification.companyAuth, ({ body }) => {
        bodies.push(body);
        state = authInfoFixture({
          verifyStatus: 1,
          submission: { ...authInfoFixture().submission!, status: 'reviewing', reviewedAt: null },
        });
        return ok({ supplierId: 'sup-9', verifyStatus: 1 });
      }),
      onCall(login.getLoginInfo, () =>
        ok(
          loginInfo({
            supplierInfo: {
              supplierId: 'sup-9',
              supplierName: '杭州新禾人力资源有限公司',
              authList: ['member:manage'],
              verifyStatus: 1,
              isMain: true,
            },
          }),
        ),
      ),
    );
    const { store } = renderApp('/authentication/company', { global: newUser });
    expect(await screen.findByText('尚未完成认证', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('身份认证'));

    await userEvent.upload(screen.getByLabelText('选择营业执照'), png());
    expect(await screen.findByText('已根据图片填写：企业名称、统一社会信用代码、法定代表人。请仔细核对')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'licence', side: null, size: expect.any(Number) }]);
    expect(field('企业名称').value).toBe('杭州新禾人力资源有限公司');
    expect(field('统一社会信用代码').value).toBe('91330100799655058B');
    expect(field('法定代表人').value).toBe('王建国');

    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交认证资料？' }, slow);
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          companyName: '杭州新禾人力资源有限公司',
          creditCode: '91330100799655058B',
          legalPerson: '王建国',
          licenceFileId: 'f-1',
          takeName: false,
        },
      ]),
    );
    expect(await screen.findByText('认证资料审核中')).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().global).toMatchObject({ supplierId: 'sup-9', verifyStatus: 1, isMain: true, authList: ['member:manage'] }),
    );
  });

  it('marks what OCR was not sure of and asks to confirm it before submitting; a corrected field needs no tick', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({ companyName: '州新禾人力资源有限公司', creditCode: '91330100799655058B', legalPerson: '王建国' }, true, {
      companyName: 0.42,
      creditCode: 0.99,
      legalPerson: 0.61,
    });
    const bodies: unknown[] = [];
    server.use(onCall(verification.companyAuth, ({ body }) => (bodies.push(body), ok({ supplierId: 'x', verifyStatus: 1 }))));
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择营业执照', {}, slow), png());
    expect(await screen.findByText('识别可信度 42%，可能有错漏，请对照图片核对企业名称。')).toBeInTheDocument();
    expect(screen.getByText('识别可信度 61%，可能有错漏，请对照图片核对法定代表人。')).toBeInTheDocument();
    expect(screen.queryByText(/识别可信度 99%/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    await waitFor(() => expect(screen.getAllByText('识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The name was wrong: typed right, it is the person's own. The legal person was right: ticked.
    await userEvent.clear(field('企业名称'));
    await userEvent.type(field('企业名称'), '杭州新禾人力资源有限公司');
    await userEvent.click(screen.getByRole('checkbox', { name: '已核对法定代表人，与证件一致' }));
    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交认证资料？' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          companyName: '杭州新禾人力资源有限公司',
          creditCode: '91330100799655058B',
          legalPerson: '王建国',
          licenceFileId: 'f-1',
          takeName: false,
        },
      ]),
    );
  });

  it('checks the credit code checksum before sending, and says when OCR is unavailable', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({}, false);
    const calls: unknown[] = [];
    server.use(onCall(verification.companyAuth, ({ body }) => (calls.push(body), ok({ supplierId: 'x', verifyStatus: 1 }))));
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择营业执照', {}, slow), png());
    expect(await screen.findByText('图片识别（OCR）暂不可用，请对照图片手动填写')).toBeInTheDocument();
    await userEvent.type(field('企业名称'), '某某人力资源有限公司');
    await userEvent.type(field('统一社会信用代码'), '91330100799655058C');
    await userEvent.type(field('法定代表人'), '王建国');
    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    const sent = ocrAnswers({});
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(
      await screen.findByLabelText('选择营业执照', {}, slow),
      new File(['x'], '执照.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('「执照.pdf」不是 PNG 或 JPG 图片 文件')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the rejection with its reason and resubmits the corrected form with again_auth', async () => {
    const rejected = authInfoFixture({
      verifyStatus: 3,
      reason: '营业执照图片模糊',
      submission: { ...authInfoFixture().submission!, status: 'rejected' },
    });
    server.use(onCall(verification.authInfo, () => ok(rejected)));
    const bodies: unknown[] = [];
    server.use(onCall(verification.againAuth, ({ body }) => (bodies.push(body), ok({ supplierId: 'sup-1', verifyStatus: 1 }))));
    renderApp('/authentication/company', { global: { ...loggedIn, verifyStatus: 3 } });
    expect(await screen.findByText('认证未通过', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/原因：营业执照图片模糊/)).toBeInTheDocument();
    expect(field('企业名称').value).toBe('示例人力资源有限公司');
    await userEvent.clear(field('法定代表人'));
    await userEvent.type(field('法定代表人'), '李建国');
    await userEvent.click(screen.getByRole('button', { name: '重新提交认证' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          kind: 'company',
          companyName: '示例人力资源有限公司',
          creditCode: '91330100799655058B',
          legalPerson: '李建国',
          licenceFileId: 'f-1',
          takeName: false,
        },
      ]),
    );
  });

  it('keeps a refused submission’s input and shows the reason', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({ name: '李明华', idNumber: '110101199003071233' });
    server.use(onCall(verification.personAuth, () => fail('E000409', '该身份证号码已被其他供应商认证或正在审核，如有疑问请联系客服')));
    renderApp('/authentication/person', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择身份证人像面', {}, slow), png('front.png'));
    await userEvent.upload(screen.getByLabelText('选择身份证国徽面'), png('back.png'));
    await waitFor(() => expect(field('姓名').value).toBe('李明华'));
    await userEvent.click(screen.getByRole('button', { name: '提交个人认证' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('该身份证号码已被其他供应商认证或正在审核，如有疑问请联系客服')).toBeInTheDocument();
    expect(field('身份证号码').value).toBe('110101199003071233');
  });

  it('a member sees the state but no form; a failed load offers a retry', async () => {
    let calls = 0;
    server.use(onCall(verification.authInfo, () => (++calls === 1 ? fail('E000500', '服务繁忙') : ok(authInfoFixture({ isMain: false })))));
    renderApp('/authentication/company', { global: { ...loggedIn, isMain: false } });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, slow));
    expect(await screen.findByText('已完成企业认证')).toBeInTheDocument();
    expect(screen.getByText('认证资料由企业管理员提交，如需修改请联系管理员')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交企业认证' })).toBeNull();
  });

  it('offers a verified person supplier the upgrade to a company', async () => {
    server.use(
      onCall(verification.authInfo, () => ok(authInfoFixture({ supplierType: 'person', supplierName: '陈晓东', submission: null }))),
      onCall(verification.upgradeCheck, () => ok({ canUpgrade: true, reason: null })),
    );
    renderApp('/authentication/company', { global: loggedIn });
    expect(await screen.findByText('已完成个人认证', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '提交升级申请' })).toBeInTheDocument();
  });
});

describe('verification banner', { timeout: 30_000 }, () => {
  it('tells an unverified user elsewhere, and "不再提示" closes it for good', async () => {
    let closed = false;
    server.use(
      onCall(verification.authInfo, () => ok(authInfoFixture({ verifyStatus: 3, reason: '资料不全', tipsClosed: closed }))),
      onCall(verification.closeTips, () => ((closed = true), ok(null))),
      onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: { ...loginInfo().supplierInfo!, verifyStatus: 3 } }))),
    );
    renderApp('/findJob', { global: { ...loggedIn, verifyStatus: 3 } });
    expect(await screen.findByText('认证未通过，请查看原因并重新提交。', {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '不再提示' }));
    await waitFor(() => expect(screen.queryByText('认证未通过，请查看原因并重新提交。')).toBeNull());
    expect(closed).toBe(true);
  });
});
