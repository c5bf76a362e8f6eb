import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createFrameworkService } from './framework';
import { listAgreements } from './list';
import { createPartialContractService, type OrderOfSupplier } from './partial';
import { publishAgreement } from './platform';

/** Framework agreement and partial contracts, for the routes, the take-order gate and the ops commands. */
export function createAgreementService({ db, clock, orderOfSupplier }: { db: Db; clock: Clock; orderOfSupplier: OrderOfSupplier }) {
  const framework = createFrameworkService({ db, clock });
  const partial = createPartialContractService({ db, clock, orderOfSupplier });
  return {
    framework,
    partial,
    list: (auth: Parameters<typeof listAgreements>[1]) => listAgreements(db, auth),
    /** The take-order gate (E000702); wire it into createOrderService. */
    requireSigned: framework.requireSigned,
    publish: (a: { title?: string; content: string; format: 'html' | 'text' }) => db.transaction().execute((trx) => publishAgreement(trx, { ...a, now: clock() })),
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
