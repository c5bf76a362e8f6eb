import type { OpsCommand } from '../command';
import { disableAccount, enableAccount } from './accounts';
import { expireChannel } from './channels';
import { createTask } from './create-task';

/** Every operator command. A later issue adds its own file and one line here. */
export const COMMANDS: OpsCommand[] = [createTask, disableAccount, enableAccount, expireChannel];

export function findCommand(name: string): OpsCommand | undefined {
  return COMMANDS.find((c) => c.name === name);
}
