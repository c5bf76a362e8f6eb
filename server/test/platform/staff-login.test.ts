import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '@contract/platform/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loginStaff } from '../helpers/staff';

describe('staff login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a staff member logs in and the console knows who they are', async () => {
    const s = await loginStaff(t, 'finance');
    const me = await t.call(auth.platformWhoami, {}, { token: s.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ role: 'finance', phone: s.staff.phone });
  });
});
