import { HttpResponse, http } from 'msw';
import { login } from '@contract/index';
import { gatewayHttp, send } from '@/lib/http';
import { server } from '../msw/server';
import { API_BASE, deferred, ok, onCall, status } from '../msw/contract';
import { persistGlobal } from '../utils/render-app';
import { act } from '@testing-library/react';
import { supplierInfoSet } from '@/lib/state/global-slice';
import { gatewayAccepting, homeCall, homeInfo, refreshRotating } from '../utils/refresh-fixtures';
import type { RefreshHeaders } from '../utils/refresh-fixtures';
import { setupSession } from '../utils/session';

describe('replays after a refresh', () => {
  it('the replay carries the new token, added at send time', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'tok-fresh');
    refreshRotating({ next: 'tok-fresh' });
    await homeCall();
    expect(seen).toEqual(['tok-old', 'tok-fresh']);
  });

  it('the refresh carries the three headers of spec §6 and a trimmed refreshToken', async () => {
    const { store } = await setupSession({ refreshToken: '  ref-1 \n' });
    act(() => {
      store.dispatch(
        supplierInfoSet({
          userId: 'u-1',
          userName: '张经理',
          phone: '13800138000',
          supplierInfo: { supplierId: 'sup-7', supplierName: '某公司', authList: [], verifyStatus: 2, isMain: true },
        }),
      );
    });
    gatewayAccepting(() => 'tok-fresh');
    const headers: RefreshHeaders[] = [];
    const refreshes = refreshRotating({ next: 'tok-fresh', headers });
    await homeCall();
    expect(refreshes).toEqual(['ref-1']);
    expect(headers).toEqual([{ AuthToken: 'tok-old', AppCode: 'turing_pc', suppliersId: 'sup-7' }]);
  });

  it('a replayed call that gets 420 again fails instead of looping', async () => {
    await setupSession();
    const seen = gatewayAccepting(() => 'never-valid');
    const refreshes = refreshRotating();
    await expect(homeCall()).rejects.toMatchObject({ kind: 'status', status: 420 });
    expect(seen).toEqual(['tok-old', 'tok-new']);
    expect(refreshes).toHaveLength(1);
  });

  it('a FormData upload replays intact', async () => {
    await setupSession();
    refreshRotating();
    const received: Array<{ token: string | null; name: FormDataEntryValue | null; fileType: string }> = [];
    server.use(
      http.post(`${API_BASE}/pc_candidate/auth/parse_resume_talent`, async ({ request }) => {
        const form = await request.formData();
        received.push({ token: request.headers.get('AuthToken'), name: form.get('name'), fileType: (form.get('file') as File).type });
        return request.headers.get('AuthToken') === 'tok-new' ? HttpResponse.json(ok({ parsed: true })) : status(420);
      }),
    );
    // jsdom's File bytes do not survive msw's conversion, so the bytes are checked on the way out.
    const sent: unknown[] = [];
    const spy = gatewayHttp.interceptors.request.use((config) => (sent.push(config.data), config));
    const form = new FormData();
    form.append('name', ' 王五 ');
    form.append('file', new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' }));
    try {
      await expect(send({ path: '/pc_candidate/auth/parse_resume_talent' }, form)).resolves.toEqual({ parsed: true });
    } finally {
      gatewayHttp.interceptors.request.eject(spy);
    }
    expect(received).toEqual([
      { token: 'tok-old', name: ' 王五 ', fileType: 'application/pdf' },
      { token: 'tok-new', name: ' 王五 ', fileType: 'application/pdf' },
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(form);
    const file = (sent[1] as FormData).get('file') as File;
    expect([file.name, await file.text()]).toEqual(['resume.pdf', '%PDF-1.4 resume']);
  });

  it('uses a token refreshed in another tab, without refreshing again', async () => {
    const { store } = await setupSession();
    const seen = gatewayAccepting(() => 'tok-other-tab');
    const refreshes = refreshRotating();
    // The other tab refreshed: redux-persist wrote persist:root there, and this tab hears the storage event.
    const newValue = persistGlobal({ ...store.getState().global, token: 'tok-other-tab', refreshToken: 'ref-other' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', newValue, storageArea: localStorage }));
    expect(store.getState().global.token).toBe('tok-other-tab');
    await homeCall();
    expect(seen).toEqual(['tok-other-tab']);
    expect(refreshes).toHaveLength(0);
  });

  it('a call that was sent before another tab refreshed is replayed with that token, not refreshed twice', async () => {
    const { store } = await setupSession();
    const gate = deferred();
    const seen: string[] = [];
    server.use(
      onCall(login.getHomePageUserInfo, async ({ token }) => {
        seen.push(token ?? '');
        if (token === 'tok-other-tab') return ok(homeInfo);
        await gate.promise;
        return status(420);
      }),
    );
    const refreshes = refreshRotating();
    const pending = homeCall();
    await vi.waitFor(() => expect(seen).toEqual(['tok-old']));
    const newValue = persistGlobal({ ...store.getState().global, token: 'tok-other-tab', refreshToken: 'ref-other' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:root', newValue, storageArea: localStorage }));
    gate.resolve();
    await pending;
    expect(seen).toEqual(['tok-old', 'tok-other-tab']);
    expect(refreshes).toHaveLength(0);
  });
});
