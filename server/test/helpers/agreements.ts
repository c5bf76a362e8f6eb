import { runCommand } from '../../src/ops/runner';
import { loginAs } from './session';
import { writeTempFile } from './temp-file';
import type { Member } from './tasks';
import { uniquePhone, type TestApp } from './test-app';

/** A payload that would set a flag, log and alert if anything of it ran. */
export const XSS_HTML = `
<h2>补充合同</h2>
<p>正文第一段</p>
<script>window.__pwned = 'script'; console.log('PWNED script'); alert('script')</script>
<img src="x" onerror="window.__pwned='onerror'; alert('onerror')">
<svg onload="window.__pwned='svg'"><circle r="1"/></svg>
<a href="javascript:window.__pwned='href';alert('href')">点我</a>
<a href="https://example.com/terms">条款</a>
<iframe src="https://example.com/frame">frame text</iframe>
<style>body { display: none }</style>
<p style="position:fixed;top:0;left:0" onclick="window.__pwned='click'">末段</p>`;

export const runOps = (t: TestApp, command: string, flags: Record<string, string> = {}) => runCommand(command, flags, t.ctx);

/** A partial contract for the supplier's order through the ops command; its ids. */
export async function issueContract(
  t: TestApp,
  supplierId: number,
  orderId: string,
  html = XSS_HTML,
): Promise<{ agreementId: string; mainId: string }> {
  const result = await runOps(t, 'create-partial-contract', {
    supplier: String(supplierId),
    order: orderId,
    'html-file': writeTempFile(html),
  });
  if (!result.ok) throw new Error(`create-partial-contract failed: ${result.error}`);
  return result.data as { agreementId: string; mainId: string };
}

/** Another member of `owner`'s supplier with the given permissions, logged in. */
export async function colleague(t: TestApp, owner: Member, authList: string[]): Promise<Member> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `同事${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: owner.supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  const { token } = await loginAs(t, phone);
  return { token, userId: user.id, supplierId: owner.supplierId };
}
