import { candidates, login, orders, resumes } from '@contract/index';
import { loggedIn } from '../utils/render-app';
import { loginInfo } from './fixtures';
import { server } from './server';
import { fail, ok, onCall } from './contract';
import {
  candidateDetail,
  candidateSummary,
  commission,
  donorRecord,
  orderPage,
  orderSummary,
  statistics,
  talentCard,
  talentPage,
} from './order-fixtures';

/** Default answers for the order and candidate screens; tests replace them with server.use(). */
export const orderHandlers = [
  onCall(orders.myOrderList, () => ok(orderPage([orderSummary()]))),
  onCall(orders.goingOrderList, () => ok([])),
  onCall(orders.getOrderMemberList, () => ok([])),
  onCall(orders.donorRecordList, () => ok({ list: [donorRecord()], total: 1, pageNum: 1, pageSize: 30 })),
  onCall(orders.donateStatistics, ({ body }) => ok(statistics(body.granularity ?? 'day'))),
  onCall(orders.myCommission, () => ok(commission())),
  onCall(candidates.talentList, () => ok(talentPage([candidateSummary()], { submitted: 1 }))),
  onCall(candidates.detailLook, ({ body }) => ok(candidateDetail({ candidateId: body.candidateId }))),
  onCall(candidates.selectSiteList, () => ok([])),
  onCall(candidates.showTalentInfo, ({ body }) =>
    body.token === 'good-token' ? ok(talentCard()) : fail('E000404', '分享链接不存在或已过期'),
  ),
  onCall(resumes.resumeDraftList, ({ body }) => ok({ list: [], total: 0, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 30 })),
  onCall(resumes.uploadResumeUniqueCode, () => ok({ uniqueCode: 'u-code-1', expiresAt: '2026-11-24T10:00:00+08:00' })),
];

/** The member the app syncs from login_info (authList and isMain decide which order buttons show). */
export function signedInAs({ authList, isMain }: { authList: string[]; isMain: boolean }) {
  const base = loginInfo();
  server.use(onCall(login.getLoginInfo, () => ok(loginInfo({ supplierInfo: { ...base.supplierInfo!, authList, isMain } }))));
  return { ...loggedIn, authList, isMain };
}
