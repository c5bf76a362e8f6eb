import type { Feedback } from './app-feedback';

/**
 * Status messages for screen readers (WCAG 4.1.3): one polite and one assertive live region, present from the first
 * paint (index.html; created here when missing, as in unit tests), written a moment after they are cleared so the
 * same text twice is read twice. Toasts and notifications go through them (`announcingFeedback`), errors
 * assertively; antd's own notices are left silent so nothing is read twice.
 */
export type Politeness = 'polite' | 'assertive';

/** How long after clearing a region its new text goes in (what several calls meanwhile say is read together). */
export const ANNOUNCE_DELAY_MS = 100;

const REGION_IDS: Record<Politeness, string> = { polite: 'live-polite', assertive: 'live-assertive' };
const pending: Record<Politeness, string[]> = { polite: [], assertive: [] };

export function liveRegion(politeness: Politeness): HTMLElement {
  const id = REGION_IDS[politeness];
  let region = document.getElementById(id);
  if (!region) {
    region = document.createElement('div');
    region.id = id;
    region.className = 'visually-hidden';
    region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
    region.setAttribute('aria-live', politeness);
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  return region;
}

/** Has screen readers say `text` (politely unless it is an error). */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const said = text.trim();
  if (!said) return;
  const region = liveRegion(politeness);
  const queue = pending[politeness];
  queue.push(said);
  if (queue.length > 1) return;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = queue.splice(0).join(' ');
  }, ANNOUNCE_DELAY_MS);
}

/** The text of a toast's content: a string, or the text inside simple elements. */
export function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node as { props: { children?: unknown } }).props.children);
  return '';
}

type Config = Record<string, unknown>;
type Method = (...args: unknown[]) => void;
const isConfig = (value: unknown): value is Config =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !('$$typeof' in value) &&
  ('content' in value || 'title' in value || 'message' in value || 'type' in value);
const politenessOf = (type: unknown): Politeness => (type === 'error' ? 'assertive' : 'polite');

/** antd's message and notification, each call also announced; the notice antd draws is left without a live role. */
export function announcingFeedback(api: Feedback): Feedback {
  const messages = api.message as unknown as Record<string, Method>;
  const notifications = api.notification as unknown as Record<string, Method>;
  const message = Object.fromEntries(
    ['open', 'success', 'error', 'info', 'warning', 'loading'].map((method) => [
      method,
      (...args: unknown[]) => {
        // The short form (content, duration, onClose) as the config form, leaving out what was not given.
        const config = isConfig(args[0])
          ? args[0]
          : Object.fromEntries(
              Object.entries({ content: args[0], duration: args[1], onClose: args[2] }).filter(([, v]) => v !== undefined),
            );
        announce(textOf(config.content), politenessOf(method === 'open' ? config.type : method));
        messages[method]!({ ...config, role: 'none' });
      },
    ]),
  );
  const notification = Object.fromEntries(
    ['open', 'success', 'error', 'info', 'warning'].map((method) => [
      method,
      (config: Config) => {
        const text = [textOf(config.title ?? config.message), textOf(config.description)].filter(Boolean).join('：');
        announce(text, politenessOf(method === 'open' ? config.type : method));
        notifications[method]!({ ...config, role: 'none' });
      },
    ]),
  );
  return {
    ...api,
    message: { ...message, destroy: (...args: unknown[]) => messages.destroy!(...args) } as unknown as Feedback['message'],
    notification: {
      ...notification,
      destroy: (...args: unknown[]) => notifications.destroy!(...args),
    } as unknown as Feedback['notification'],
  };
}
