import type { OpsCommand } from '../command';
import { disableAccount, enableAccount } from './accounts';
import { candidateStatus } from './candidate-status';
import { expireChannel } from './channels';
import { createTask } from './create-task';
import { purgeExpired } from './purge-expired';

/** Every operator command. A later issue adds its own file and one line here. */
export const COMMANDS: OpsCommand[] = [candidateStatus, createTask, disableAccount, enableAccount, expireChannel, purgeExpired];

export function findCommand(name: string): OpsCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
