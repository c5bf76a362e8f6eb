import { AGREEMENT_SIGN_PERMISSION } from '@contract/agreements.meta';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { publishAgreement } from './platform';
import { myUserInfoPath } from '@contract/routes';

/**
 * A new framework version (ops publish-agreement, the console): every supplier's signers hear of it in the
 * publishing transaction; `within` adds the caller's record (the console's staff action) to it.
 */
export function publishFrameworkAgreement(
  ctx: Ctx,
  a: { title?: string; content: string; format: 'html' | 'text' },
  within?: (trx: Executor, published: { agreementId: string; version: number }) => Promise<void>,
) {
  const { notices } = ctx;
  return notices.withNotices(async (trx, add) => {
    const result = await publishAgreement(trx, { ...a, now: ctx.clock() });
    if (result.ok) {
      await within?.(trx, result);
      add(
        await notices.notifyMembers(
          trx,
          { supplierId: 'all', permission: AGREEMENT_SIGN_PERMISSION },
          {
            type: 'framework_agreement',
            objectId: result.agreementId,
            title: `框架协议第 ${result.version} 版已发布`,
            body: '请阅读并签署新版框架协议，签署后方可继续接单',
            link: myUserInfoPath('agreements'),
          },
        ),
      );
    }
    return result;
  });
}
