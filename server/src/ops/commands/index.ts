import type { OpsCommand } from '../command';
import { candidateStatus } from './candidate-status';
import { createSupplier } from './create-supplier';
import { createTask } from './create-task';
import { disableAccount } from './disable-account';
import { enableAccount } from './enable-account';
import { expireChannel } from './expire-channel';
import { expireTokens } from './expire-tokens';
import { purgeExpired } from './purge-expired';
import { reviewVerification } from './review-verification';

/** Every operator command, one file each. A later issue adds its own file and one line here. */
export const COMMANDS: OpsCommand[] = [candidateStatus, createSupplier, createTask, disableAccount, enableAccount, expireChannel, expireTokens, purgeExpired, reviewVerification];

export function findCommand(name: string): OpsCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
