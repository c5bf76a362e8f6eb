import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoginInfo } from '@contract/login';
import { VERIFY_STATUS } from '@contract/login.meta';
import type { CityNode } from '@contract/reference';

/** The `global` namespace of spec §3 — the only persisted slice. */
export interface GlobalState {
  token: string;
  refreshToken: string;
  userName: string;
  horizontalSelectedUrl: string;
  openKeys: string[];
  selectedKeys: string[];
  showUserTipsModal: boolean;
  /** The three-level city list. */
  cityData: CityNode[];
  isMain: boolean;
  authList: string[];
  supplierId: string;
  verifyStatus: number;
  /** The whole user info (login info) object. */
  turingAccountInfo: LoginInfo | null;
}

/** 5 when the supplier info has none (spec §4). */
export const DEFAULT_VERIFY_STATUS: number = VERIFY_STATUS.none;

export const initialGlobalState: GlobalState = {
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
  verifyStatus: DEFAULT_VERIFY_STATUS,
  turingAccountInfo: null,
};

export interface LoginInfoPayload {
  token?: string | null;
  refreshToken?: string | null;
  userName?: string | null;
}

const SESSION_FIELDS = [
  'token',
  'refreshToken',
  'userName',
  'showUserTipsModal',
  'isMain',
  'authList',
  'supplierId',
  'verifyStatus',
  'turingAccountInfo',
] as const;

export const globalSlice = createSlice({
  name: 'global',
  initialState: initialGlobalState,
  reducers: {
    /** Stores both tokens; empty ones become ''. */
    loginInfoSet(state, { payload }: PayloadAction<LoginInfoPayload>) {
      state.token = payload.token || '';
      state.refreshToken = payload.refreshToken || '';
      if (payload.userName) state.userName = payload.userName;
    },
    /** Replaces authList, verifyStatus, isMain, supplierId and the stored user info. */
    supplierInfoSet(state, { payload }: PayloadAction<LoginInfo>) {
      const supplier = payload.supplierInfo;
      state.authList = supplier?.authList ?? [];
      state.verifyStatus = supplier?.verifyStatus ?? DEFAULT_VERIFY_STATUS;
      state.isMain = supplier?.isMain ?? true;
      state.supplierId = supplier?.supplierId ?? '';
      state.userName = payload.userName || state.userName;
      state.turingAccountInfo = payload;
    },
    /** The user no longer belongs to the supplier (removed): the tokens stay, the supplier info goes. */
    supplierLeft(state) {
      state.authList = [];
      state.verifyStatus = DEFAULT_VERIFY_STATUS;
      state.isMain = true;
      state.supplierId = '';
      if (state.turingAccountInfo) state.turingAccountInfo = { ...state.turingAccountInfo, supplierInfo: null };
    },
    /** Token info and supplier info back to their defaults; menus and city data stay. */
    sessionCleared(state) {
      for (const field of SESSION_FIELDS) (state as Record<string, unknown>)[field] = initialGlobalState[field];
    },
    userTipsModalToggled(state, { payload }: PayloadAction<boolean>) {
      state.showUserTipsModal = payload;
    },
    /** The menus follow navigation: the header entry's URL, the selected keys and the open submenus. */
    menuSelected(state, { payload }: PayloadAction<{ url?: string; selectedKeys?: string[]; openKeys?: string[] }>) {
      if (payload.url) state.horizontalSelectedUrl = payload.url;
      if (payload.selectedKeys) state.selectedKeys = payload.selectedKeys;
      if (payload.openKeys) state.openKeys = payload.openKeys;
    },
    cityDataLoaded(state, { payload }: PayloadAction<CityNode[]>) {
      state.cityData = payload;
    },
    /** Another tab changed the persisted copy (null: it was purged). Not a logout of this tab's making. */
    syncedFromOtherTab(state, { payload }: PayloadAction<Partial<GlobalState> | null>) {
      if (payload) return { ...initialGlobalState, ...payload };
      for (const field of SESSION_FIELDS) (state as Record<string, unknown>)[field] = initialGlobalState[field];
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => Boolean(state.token),
    selectUserName: (state) => state.userName,
    selectShowUserTipsModal: (state) => state.showUserTipsModal,
    selectSupplier: (state) => ({
      supplierId: state.supplierId,
      isMain: state.isMain,
      authList: state.authList,
      verifyStatus: state.verifyStatus,
    }),
  },
});

export const {
  loginInfoSet,
  supplierInfoSet,
  supplierLeft,
  sessionCleared,
  userTipsModalToggled,
  menuSelected,
  cityDataLoaded,
  syncedFromOtherTab,
} = globalSlice.actions;
export const { selectToken, selectIsLoggedIn, selectUserName, selectShowUserTipsModal } = globalSlice.selectors;
