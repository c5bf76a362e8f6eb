import { message } from 'antd';

/** Where the http layer shows its toasts. The app binds antd's context-aware `App.useApp().message`. */
export interface Toaster {
  error(content: string): void;
  warning(content: string): void;
}

// A toast keyed by its text: fifty failed calls show one message, not fifty.
const staticToaster: Toaster = {
  error: (content) => void message.open({ type: 'error', content, key: content, duration: 3 }),
  warning: (content) => void message.open({ type: 'warning', content, key: content, duration: 3 }),
};

let toaster: Toaster = staticToaster;

export function setToaster(next: Toaster | null): void {
  toaster = next ?? staticToaster;
}

export const notify: Toaster = {
  error: (content) => toaster.error(content),
  warning: (content) => toaster.warning(content),
};
