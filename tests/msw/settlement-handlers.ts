import { settlements, supplierCentre } from '@contract/index';
import { server } from './server';
import { ok, onCall } from './contract';
import { bankList, counts, failCheck, settlementDetail, settlementLine, settlementSummary } from './settlement-fixtures';

/** Default answers for the settlement screens; tests replace them with server.use(). */
export const settlementHandlers = [
  onCall(settlements.settlementPage, ({ body }) =>
    ok({ list: [settlementSummary()], total: 1, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 30 }),
  ),
  onCall(settlements.settlementCount, () => ok(counts)),
  onCall(settlements.settlementDetailBase, ({ body }) => ok(settlementDetail({ settlementId: body.settlementId }))),
  onCall(settlements.settlementDetailList, ({ body }) =>
    ok({
      list: [
        settlementLine(),
        settlementLine({
          lineId: 'l-2',
          candidateId: 'c-2',
          candidateName: '王五',
          quantity: 8,
          grossAmount: 20400,
          deduction: 400,
          amount: 20000,
        }),
      ],
      total: 2,
      pageNum: body.pageNum ?? 1,
      pageSize: body.pageSize ?? 30,
    }),
  ),
  onCall(settlements.settlementFailCheck, ({ body }) => ok(failCheck({ settlementId: body.settlementId }))),
];

/** The payee accounts the settlement tests expect (招商银行 b-1 default, 工商银行 b-7), over the supplier centre's default. */
export function settlementBankAccounts() {
  server.use(onCall(supplierCentre.bankInfo, () => ok(bankList())));
}
