/** Where the console's http layer shows its messages: antd's message of the console's App, bound at start. */
export interface ConsoleToaster {
  error(content: string): void;
  success(content: string): void;
}

let toaster: ConsoleToaster = {
  error: (content) => console.warn(content),
  success: () => undefined,
};

export function setConsoleToaster(next: ConsoleToaster): void {
  toaster = next;
}

/** A toast keyed by its text elsewhere; here the bound toaster decides. */
export const consoleNotify: ConsoleToaster = {
  error: (content) => toaster.error(content),
  success: (content) => toaster.success(content),
};
