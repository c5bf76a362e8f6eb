import { AGREEMENT_SIGN_PERMISSION } from '@contract/agreements.meta';
import { createFrameworkService } from './framework';
import { listAgreements } from './list';
import { createPartialContractService, type AgreementDeps } from './partial';
import { publishAgreement } from './platform';
import { withNoticesOf } from '../notifications';

/** Framework agreement and partial contracts, for the routes, the take-order gate and the ops commands. */
export function createAgreementService(deps: AgreementDeps) {
  const { db, clock, notices } = deps;
  const framework = createFrameworkService({ db, clock });
  const partial = createPartialContractService(deps);
  /** A new version: every supplier's signers hear of it in the publishing transaction. */
  const publish = (a: { title?: string; content: string; format: 'html' | 'text' }) =>
    withNoticesOf(db, notices)(async (trx, add) => {
      const result = await publishAgreement(trx, { ...a, now: clock() });
      if (result.ok && notices) {
        add(
          await notices.notifyMembers(trx, { supplierId: 'all', permission: AGREEMENT_SIGN_PERMISSION }, {
            type: 'framework_agreement',
            objectId: result.agreementId,
            title: `框架协议第 ${result.version} 版已发布`,
            body: '请阅读并签署新版框架协议，签署后方可继续接单',
            link: '/myUserInfo/agreements',
          }),
        );
      }
      return result;
    });
  return {
    framework,
    partial,
    list: (auth: Parameters<typeof listAgreements>[1]) => listAgreements(db, auth),
    /** The take-order gate (E000702); wire it into createOrderService. */
    requireSigned: framework.requireSigned,
    publish,
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
