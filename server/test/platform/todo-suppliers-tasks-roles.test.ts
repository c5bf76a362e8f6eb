import { ERROR_CODES } from '@contract/http';
import * as agreements from '@contract/platform/agreements';
import { STAFF_ROLES, type PlatformEndpoint, type StaffRole } from '@contract/platform/http';
import * as suppliers from '@contract/platform/suppliers';
import * as tasks from '@contract/platform/tasks';
import * as todo from '@contract/platform/todo';
import { urlOf } from '../../src/http/route';
import { loginStaff } from '../helpers/staff';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let supplierToken: string;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) tokens[role] = (await loginStaff(t, role)).token;
  supplierToken = (await supplierMember(t)).token;
});
afterAll(() => t.close());

const taskFields = {
  title: '角色测试任务',
  cityCode: '310100',
  positionTypeId: '101',
  rewardAmount: 2500,
  rewardUnit: 'hour',
  settlementType: 'monthly',
  personNumber: 5,
  companyName: '角色测试企业',
  address: '上海市 1 号',
  description: '说明',
  requirements: '要求',
  adviserName: '顾问',
  adviserPhone: '13900000001',
};

/** Each endpoint with a valid payload (unknown ids: the allowed role is answered "not found", nothing done). */
const CASES: [PlatformEndpoint, unknown][] = [
  [todo.platformTodoCounts, {}],
  [suppliers.platformSupplierList, {}],
  [suppliers.platformSupplierDetail, { supplierId: '99999999' }],
  [suppliers.platformSupplierOrders, { supplierId: '99999999' }],
  [suppliers.platformSupplierBills, { supplierId: '99999999' }],
  [suppliers.platformSupplierAudit, { supplierId: '99999999' }],
  [suppliers.platformVerificationImage, { supplierId: '99999999', fileId: '1' }],
  [suppliers.platformVerificationApprove, { verificationId: '99999999' }],
  [suppliers.platformVerificationReject, { verificationId: '99999999', reason: '资料不全' }],
  [tasks.platformTaskList, {}],
  [tasks.platformTaskPublish, taskFields],
  [tasks.platformTaskUpdate, { taskId: '99999999', ...taskFields }],
  [tasks.platformTaskClose, { taskId: '99999999' }],
  [agreements.platformAgreementPublish, { content: '角色测试协议正文', format: 'text' }],
  [agreements.platformPartialContractCreate, { supplierId: '99999999', orderId: '1', html: '<p>补充合同</p>' }],
];

describe.each(CASES.map(([endpoint, payload]) => ({ name: endpoint.path, endpoint, payload })))('$name', ({ endpoint, payload }) => {
  const post = (token?: string) => t.post(urlOf(endpoint), payload, token ? { token } : {});

  it('is refused with 401 without a token and with a supplier’s token', async () => {
    expect((await post()).status).toBe(401);
    expect((await post(supplierToken)).status).toBe(401);
  });

  it('is refused with 403 and a Chinese message for a role not listed; the listed roles and the admin pass', async () => {
    for (const role of STAFF_ROLES) {
      const res = await post(tokens[role]);
      if (role === 'admin' || endpoint.roles.includes(role)) {
        expect(res.status, role).toBe(200);
        expect(res.body.errorCode, role).not.toBe(ERROR_CODES.forbidden);
      } else {
        expect(res.status, role).toBe(403);
        expect(res.body, role).toMatchObject({ flag: false, errorCode: ERROR_CODES.forbidden, errorMsg: expect.stringContaining('您的角色无权') });
      }
    }
  });
});
