import type { z } from 'zod';
import type * as candidates from '@contract/candidates';
import { ageOn, checkCharOf, chinaDate } from '@contract/id-number';
import * as orders from '@contract/orders';
import { loginAs } from './session';
import { insertTask, type Member } from './tasks';
import type { TestApp } from './test-app';
import type { NewTask } from '../../src/modules/tasks/schema';

/** A valid ID number: area 110101, the birth date (YYYYMMDD), a sequence whose last digit carries the sex. */
export function makeIdNumber(birth: string, sex: 'male' | 'female', seq = 12): string {
  const order = String(seq % 100).padStart(2, '0') + (sex === 'male' ? '1' : '2');
  const first17 = `110101${birth}${order}`;
  return first17 + checkCharOf(first17);
}

let personCounter = 0;
/** A person whose fields agree with each other on the test clock's date; each call a different person. */
export function person(t: TestApp, over: Partial<z.input<typeof candidates.addCandidate.request>> = {}) {
  personCounter += 1;
  const n = personCounter;
  const sex = n % 2 ? 'male' : 'female';
  const birth = `19${String(70 + (n % 30)).padStart(2, '0')}0${1 + (n % 9)}1${n % 10}`;
  const idNumber = makeIdNumber(birth, sex, n);
  const birthDate = `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}`;
  return {
    name: `候选人${n}`,
    mobile: `1590000${String(n).padStart(4, '0')}`,
    idNumber,
    sex,
    age: ageOn(birthDate, chinaDate(t.clock())),
    degree: 'high_school',
    ...over,
  } as const;
}

/** An open task and the member's order on it. */
export async function orderFor(t: TestApp, member: Member, task: Partial<NewTask> = {}): Promise<{ taskId: number; orderId: string }> {
  const taskId = await insertTask(t, { person_number: 50, ...task });
  return { taskId, orderId: await orderOnTask(t, member, taskId) };
}

/** An order of `owner` on an existing task. */
export async function orderOnTask(t: TestApp, member: Member, taskId: number): Promise<string> {
  const res = await t.call(orders.takeOrder, { taskId: String(taskId) }, { token: member.token });
  if (!res.body.flag) throw new Error(`take failed: ${res.body.errorMsg}`);
  return res.body.data.orderId;
}

/** A new token for the member (after the test clock moved past the old one's life). */
export async function relogin(t: TestApp, member: Member): Promise<Member> {
  const { phone } = await t.db.selectFrom('app_user').select('phone').where('id', '=', member.userId).executeTakeFirstOrThrow();
  const { token } = await loginAs(t, phone);
  return { ...member, token };
}
