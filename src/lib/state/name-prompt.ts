import { useSyncExternalStore } from 'react';

/**
 * Whether this login should ask the person's name (the login form sets it for an account known only by the
 * `用户NNNN` placeholder; the prompt clears it when given or skipped). Kept in memory only: skipping lasts until the
 * next login, which asks again, and a reload does not nag.
 */
let due = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function namePromptDue(): void {
  due = true;
  emit();
}

export function namePromptDone(): void {
  due = false;
  emit();
}

export function useNamePromptDue(): boolean {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => due,
    () => false,
  );
}
