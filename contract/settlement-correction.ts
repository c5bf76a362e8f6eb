import { z } from 'zod';

const lineFigures = z.object({
  quantity: z.number(),
  deduction: z.number().int(),
  deductionReason: z.string().nullable(),
  amount: z.number().int(),
});
const lineChange = z.object({
  candidateId: z.string(),
  candidateName: z.string(),
  before: lineFigures.nullable(),
  after: lineFigures.nullable(),
});

/** A corrected bill against the one it replaces: the totals and each candidate's line that changed (added, removed or altered). */
export const correction = z.object({
  previousSettlementId: z.string(),
  previousVersion: z.number().int(),
  previousTotal: z.number().int(),
  previousDeduction: z.number().int(),
  changes: z.array(lineChange),
});
export type SettlementCorrection = z.infer<typeof correction>;
