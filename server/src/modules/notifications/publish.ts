import type { Db } from '../../db/schema';
import { announce, type NoticeSignal } from './bus';

/** After commit: tells every app server, which push to their sockets. Never throws (the bell also polls). */
export async function publishSignals(db: Db, signals: NoticeSignal[]): Promise<void> {
  try {
    await announce(db, signals);
  } catch (err) {
    process.emitWarning(`notice push failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
