import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { verification } from '@contract/index';
import type { OcrConfidence, OcrFields } from '@contract/verification';
import { server } from '../msw/server';
import { ok, onCall, urlOf } from '../msw/contract';
import { authInfoFixture } from '../msw/verification-handlers';
import { renderApp } from '../utils/render-app';

const newUser = { token: 'tok-1', refreshToken: 'ref-1', userName: '新用户', supplierId: '', isMain: true, verifyStatus: 5 };
const none = authInfoFixture({ verifyStatus: 5, supplierId: null, supplierName: null, supplierType: null, submission: null });
const png = (name = '营业执照.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The announced messages of the form on show. */
const messages = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('alert')
    .map((a) => a.textContent);

function ocrAnswers(fields: OcrFields, confidence: OcrConfidence = {}) {
  server.use(
    http.post(urlOf(verification.ocrParse), () => HttpResponse.json(ok({ fileId: 'f-1', fields, confidence, ocrAvailable: true }))),
  );
}

/** The verification forms drawn without antd: each field's first broken rule under it, announced, and the focus on the first. */
describe('verification forms', { timeout: 30_000 }, () => {
  it('a submit with something wrong says so under each field, announces it, moves the focus to the first, and keeps what was typed', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    const calls: unknown[] = [];
    server.use(onCall(verification.companyAuth, ({ body }) => (calls.push(body), ok({ supplierId: 'x', verifyStatus: 1 }))));
    ocrAnswers({});
    renderApp('/authentication/company', { global: newUser });
    await userEvent.type(await screen.findByLabelText('法定代表人', {}, slow), '王');
    expect(await screen.findByText('法定代表人姓名至少 2 个字')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    expect(messages()).toEqual(['请上传营业执照图片', '请输入企业名称', '请输入统一社会信用代码', '法定代表人姓名至少 2 个字']);
    expect(screen.getByRole('button', { name: '上传营业执照' })).toHaveFocus();
    expect(field('企业名称')).toHaveAttribute('aria-invalid', 'true');
    expect(field('企业名称')).toHaveAccessibleDescription('请输入企业名称');
    expect(field('法定代表人').value).toBe('王');

    await userEvent.upload(screen.getByLabelText('选择营业执照'), png());
    expect(await screen.findByRole('button', { name: '重新上传营业执照' })).toBeInTheDocument();
    expect(screen.queryByText('请上传营业执照图片')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    expect(field('企业名称')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('checks the credit code when the box is left, and drops the message as soon as the code is right', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    renderApp('/authentication/company', { global: newUser });
    await userEvent.type(await screen.findByLabelText('统一社会信用代码', {}, slow), '9133010079965505');
    expect(screen.queryByText('统一社会信用代码必须是 18 位')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText('统一社会信用代码必须是 18 位')).toBeInTheDocument();
    await userEvent.type(field('统一社会信用代码'), '8B');
    await waitFor(() => expect(screen.queryByText('统一社会信用代码必须是 18 位')).toBeNull());
    expect(field('统一社会信用代码')).toHaveAttribute('aria-invalid', 'false');
  });

  it('a ticked doubt drops its message; the person form focuses its first wrong field too', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({ name: '李明华', idNumber: '110101199003071233' }, { name: 0.5, idNumber: 0.99 });
    renderApp('/authentication/person', { global: newUser });
    await userEvent.click(await screen.findByRole('button', { name: '提交个人认证' }, slow));
    expect(screen.getByRole('button', { name: '上传身份证人像面' })).toHaveFocus();
    await userEvent.upload(screen.getByLabelText('选择身份证人像面'), png('front.png'));
    await userEvent.upload(screen.getByLabelText('选择身份证国徽面'), png('back.png'));
    await waitFor(() => expect(field('姓名').value).toBe('李明华'));
    await userEvent.click(screen.getByRole('button', { name: '提交个人认证' }));
    expect(await screen.findByText('识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改')).toBeInTheDocument();
    expect(field('姓名')).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox', { name: '已核对姓名，与证件一致' }));
    expect(screen.queryByText('识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交个人认证' }));
    expect(await screen.findByRole('dialog', { name: '确认提交个人认证？' })).toBeInTheDocument();
  });

  it('the tabs follow the arrow keys and the URL, and what was typed in one form survives a visit to the other', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    const { where } = renderApp('/authentication/company', { global: newUser });
    const tabs = await screen.findByRole('tablist', { name: '认证方式' }, slow);
    await userEvent.type(field('企业名称'), '杭州新禾人力资源有限公司');
    within(tabs).getByRole('tab', { name: '企业认证' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(where()).toBe('/authentication/person'));
    expect(within(tabs).getByRole('tab', { name: '个人认证' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '提交个人认证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交企业认证' })).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: '企业认证' }));
    await waitFor(() => expect(where()).toBe('/authentication/company'));
    expect(field('企业名称').value).toBe('杭州新禾人力资源有限公司');
  });
});
