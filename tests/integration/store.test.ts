import { login } from '@contract/index';
import { selectIsDomainLoading, selectIsLoading } from '@/lib/http';
import { friendlyLinkValueSet, initialFriendlyLinkState } from '@/lib/state/friendly-link-slice';
import {
  initialGlobalState,
  loginInfoSet,
  sessionCleared,
  supplierInfoSet,
  cityDataLoaded,
  userTipsModalToggled,
} from '@/lib/state/global-slice';
import { initialSeoModalState, seoValueSet } from '@/lib/state/seo-modal-slice';
import { PERSIST_STORAGE_KEY, PERSIST_TIMEOUT_MS, makeStore } from '@/app/store';
import { loginApi } from '@/features/login/api';
import { cmsApi } from '@/features/cms';
import { server } from '../msw/server';
import { deferred, ok, onCall } from '../msw/contract';
import { loginInfo } from '../msw/fixtures';
import { persistGlobal } from '../utils/render-app';
import { onCleanup, stopPersistor, whenRehydrated } from '../utils/cleanups';

async function freshStore() {
  const made = makeStore();
  onCleanup(() => stopPersistor(made.persistor));
  await whenRehydrated(made.persistor);
  return made;
}

describe('the store', () => {
  it('starts with the defaults of spec §3', async () => {
    const { store } = await freshStore();
    const { global, seoModal, friendlyLink } = store.getState();
    expect(global).toEqual({
      token: '',
      refreshToken: '',
      userName: '',
      horizontalSelectedUrl: '/',
      openKeys: [],
      selectedKeys: [],
      showUserTipsModal: false,
      cityData: [],
      isMain: true,
      authList: [],
      supplierId: '',
      verifyStatus: 5,
      turingAccountInfo: null,
    });
    expect(Object.keys(seoModal).sort()).toEqual(
      [
        'workListSeo',
        'positionRecommendListSeo',
        'recommendWorkSeo',
        'citySeo',
        'jobSeo',
        'rewardUnitSeo',
        'personNumberSeo',
        'tackFeatureSeo',
        'settlementListSeo',
        'bannerImgSeo',
        'helpCenterMenuSeo',
        'helpCenterListSeo',
        'helpCenterArticleSeo',
      ].sort(),
    );
    expect(seoModal).toEqual(initialSeoModalState);
    expect(seoModal.helpCenterArticleSeo).toBe('');
    expect(friendlyLink).toEqual({ friendlyLinksSeo: [] });
  });

  it('persists only global, under persist:root, and restores it on start', async () => {
    const first = await freshStore();
    first.store.dispatch(loginInfoSet({ token: 't1', refreshToken: 'r1', userName: '张经理' }));
    first.store.dispatch(seoValueSet({ key: 'helpCenterArticleSeo', value: 'seo text' }));
    first.store.dispatch(friendlyLinkValueSet({ key: 'friendlyLinksSeo', value: [{ id: '1', name: 'n', url: 'u', sort: 1 }] }));
    await first.persistor.flush();
    const persistKeys = Object.keys(localStorage).filter((k) => k.startsWith('persist:'));
    expect(persistKeys).toEqual([PERSIST_STORAGE_KEY]);
    expect(PERSIST_STORAGE_KEY).toBe('persist:root');
    const stored = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'global']);
    expect(JSON.parse(stored.global)).toMatchObject({ token: 't1', refreshToken: 'r1', userName: '张经理' });
    await stopPersistor(first.persistor);

    const second = await freshStore();
    expect(second.store.getState().global).toMatchObject({ token: 't1', refreshToken: 'r1' });
    expect(second.store.getState().seoModal.helpCenterArticleSeo).toBe('');
    expect(second.store.getState().friendlyLink).toEqual(initialFriendlyLinkState);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('restores a previous visit before anything reads it', async () => {
    persistGlobal({ token: 'restored', supplierId: 'sup-3' });
    const { store } = await freshStore();
    expect(store.getState().global).toMatchObject({ token: 'restored', supplierId: 'sup-3' });
  });

  it('set login info stores both tokens; empty ones become empty strings', async () => {
    const { store } = await freshStore();
    store.dispatch(loginInfoSet({ token: 'a', refreshToken: 'b' }));
    expect(store.getState().global).toMatchObject({ token: 'a', refreshToken: 'b' });
    store.dispatch(loginInfoSet({ token: null, refreshToken: undefined }));
    expect(store.getState().global).toMatchObject({ token: '', refreshToken: '' });
  });

  it('set supplier info replaces authList, verifyStatus, isMain, supplierId and the whole user info', async () => {
    const { store } = await freshStore();
    const info = loginInfo({ supplierInfo: { supplierId: 'sup-2', supplierName: 's', authList: ['x'], verifyStatus: 1, isMain: false } });
    store.dispatch(supplierInfoSet(info));
    expect(store.getState().global).toMatchObject({
      supplierId: 'sup-2',
      authList: ['x'],
      verifyStatus: 1,
      isMain: false,
      turingAccountInfo: info,
    });
    const none = loginInfo({ supplierInfo: null });
    store.dispatch(supplierInfoSet(none));
    expect(store.getState().global).toMatchObject({ supplierId: '', authList: [], verifyStatus: 5, isMain: true, turingAccountInfo: none });
  });

  it('clear session resets token and supplier info, keeps reference data', async () => {
    const { store } = await freshStore();
    store.dispatch(loginInfoSet({ token: 'a', refreshToken: 'b', userName: 'u' }));
    store.dispatch(supplierInfoSet(loginInfo()));
    store.dispatch(userTipsModalToggled(true));
    store.dispatch(cityDataLoaded([{ value: '31', label: '上海市' }]));
    store.dispatch(sessionCleared());
    expect(store.getState().global).toEqual({ ...initialGlobalState, cityData: [{ value: '31', label: '上海市' }] });
  });

  it('seoModal and friendlyLink each set one key to a value', async () => {
    const { store } = await freshStore();
    store.dispatch(seoValueSet({ key: 'citySeo', value: { shanghai: '上海' } }));
    store.dispatch(seoValueSet({ key: 'bannerImgSeo', value: ['a.png'] }));
    expect(store.getState().seoModal).toEqual({ ...initialSeoModalState, citySeo: { shanghai: '上海' }, bannerImgSeo: ['a.png'] });
    const links = [{ id: '1', name: '人社部', url: 'https://www.mohrss.gov.cn', sort: 1 }];
    store.dispatch(friendlyLinkValueSet({ key: 'friendlyLinksSeo', value: links }));
    expect(store.getState().friendlyLink.friendlyLinksSeo).toEqual(links);
  });

  it('raises loading flags globally, per domain and per call while calls run', async () => {
    const { store } = await freshStore();
    const gate = deferred();
    server.use(onCall(login.getLoginInfo, async () => (await gate.promise, ok(loginInfo()))));
    expect(selectIsLoading(store.getState())).toBe(false);
    const running = store.dispatch(loginApi.endpoints.getLoginInfo.initiate());
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(selectIsDomainLoading(store.getState(), 'login')).toBe(true);
    expect(selectIsDomainLoading(store.getState(), 'cms')).toBe(false);
    expect(loginApi.endpoints.getLoginInfo.select()(store.getState()).isLoading).toBe(true);
    expect(cmsApi.endpoints.getArticleDetail4Site).toBeDefined();
    gate.resolve();
    await running;
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(selectIsDomainLoading(store.getState(), 'login')).toBe(false);
    running.unsubscribe();
  });
});
