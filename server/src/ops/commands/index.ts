import type { OpsCommand } from '../command';
import { backup } from './backup';
import { candidateStatus } from './candidate-status';
import { createPartialContract } from './create-partial-contract';
import { createStaff } from './create-staff';
import { createSupplier } from './create-supplier';
import { createTask } from './create-task';
import { disableAccount } from './disable-account';
import { enableAccount } from './enable-account';
import { expireChannel } from './expire-channel';
import { expireTokens } from './expire-tokens';
import { issueSettlement } from './issue-settlement';
import { orderStatus } from './order-status';
import { paySettlement } from './pay-settlement';
import { publishAgreement } from './publish-agreement';
import { purgeExpired } from './purge-expired';
import { resolveDispute } from './resolve-dispute';
import { restore } from './restore';
import { reviewVerification } from './review-verification';

/** Every operator command, one file each. A new command is its own file and one line here. */
export const COMMANDS: OpsCommand[] = [
  backup,
  candidateStatus,
  createPartialContract,
  createStaff,
  createSupplier,
  createTask,
  disableAccount,
  enableAccount,
  expireChannel,
  expireTokens,
  issueSettlement,
  orderStatus,
  paySettlement,
  publishAgreement,
  purgeExpired,
  resolveDispute,
  restore,
  reviewVerification,
];

export function findCommand(name: string): OpsCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
