import { z } from 'zod';
import { rewardUnit } from './tasks';

/** One candidate's line of a bill (re-exported by settlements.ts). */
export const settlementLine = z.object({
  lineId: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  /** Units worked, at most two decimals (7.5 hours). */
  quantity: z.number(),
  unit: rewardUnit,
  unitLabel: z.string(),
  /** Integer fen. */
  unitPrice: z.number().int(),
  grossAmount: z.number().int(),
  deduction: z.number().int(),
  /** Why the platform deducted (its lines file); null without a deduction or a reason. */
  deductionReason: z.string().nullable(),
  amount: z.number().int(),
  disputed: z.boolean(),
});
