import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { verification } from '@contract/index';
import type { OcrFields } from '@contract/verification';
import { VERIFICATION_FIELD_CONFLICTS } from '@contract/verification.meta';
import { server } from '../msw/server';
import { fail, ok, onCall, urlOf } from '../msw/contract';
import { authInfoFixture } from '../msw/verification-handlers';
import { renderApp } from '../utils/render-app';

const newUser = { token: 'tok-1', refreshToken: 'ref-1', userName: '新用户', supplierId: '', isMain: true, verifyStatus: 5 };
const none = authInfoFixture({ verifyStatus: 5, supplierId: null, supplierName: null, supplierType: null, submission: null });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], '营业执照.png', { type: 'image/png' });
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function ocrAnswers(fields: OcrFields) {
  server.use(
    http.post(urlOf(verification.ocrParse), () =>
      HttpResponse.json(
        ok({ fileId: 'f-1', fields, confidence: Object.fromEntries(Object.keys(fields).map((k) => [k, 0.99])), ocrAvailable: true }),
      ),
    ),
  );
}

describe('verification feedback', { timeout: 30_000 }, () => {
  it('says which fields the licence filled and which it could not read', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({ creditCode: '91330100799655058B' });
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择营业执照', {}, slow), png());
    expect(
      await screen.findByText('已根据图片填写：统一社会信用代码；未能读出企业名称、法定代表人，请对照图片填写。请仔细核对'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/自动填写/)).toBeNull();
  });

  it('says plainly when nothing could be read', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({});
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择营业执照', {}, slow), png());
    expect(await screen.findByText('未能从图片中读出可填写的内容，请对照图片手动填写')).toBeInTheDocument();
  });

  it('marks a credit code another supplier holds on its field and moves the focus there', async () => {
    server.use(onCall(verification.authInfo, () => ok(none)));
    ocrAnswers({ companyName: '杭州新禾人力资源有限公司', creditCode: '91330100799655058B', legalPerson: '王建国' });
    server.use(onCall(verification.companyAuth, () => fail('E000409', VERIFICATION_FIELD_CONFLICTS.creditCode)));
    renderApp('/authentication/company', { global: newUser });
    await userEvent.upload(await screen.findByLabelText('选择营业执照', {}, slow), png());
    await screen.findByText(/已根据图片填写/);
    await userEvent.click(screen.getByRole('button', { name: '提交企业认证' }));
    const dialog = await screen.findByRole('dialog', { name: '确认提交认证资料？' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    const code = field('统一社会信用代码');
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(VERIFICATION_FIELD_CONFLICTS.creditCode)));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus(), slow);
    expect(code.value).toBe('91330100799655058B');
  });
});
