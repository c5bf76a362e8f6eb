/** Where the http layer shows its toasts. The app binds antd's context-aware `App.useApp().message`. */
export interface Toaster {
  error(content: string): void;
  warning(content: string): void;
  /** A message that stays until the user closes it (a dialog). */
  alert(title: string, content?: string): void;
}

// Until the app binds its toaster: antd's static message, loaded on first use. A toast keyed by its text:
// fifty failed calls show one message, not fifty.
const show = (type: 'error' | 'warning', content: string) =>
  void import('antd/es/message').then(({ default: message }) => message.open({ type, content, key: content, duration: 3 }));

const staticToaster: Toaster = {
  error: (content) => show('error', content),
  warning: (content) => show('warning', content),
  alert: (title, content) => void import('antd/es/modal').then(({ default: Modal }) => Modal.warning({ title, content, okText: '知道了' })),
};

let toaster: Toaster = staticToaster;

export function setToaster(next: Toaster | null): void {
  toaster = next ?? staticToaster;
}

export const notify: Toaster = {
  error: (content) => toaster.error(content),
  warning: (content) => toaster.warning(content),
  alert: (title, content) => toaster.alert(title, content),
};
