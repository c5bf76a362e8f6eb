import { REMOVED_MESSAGE_PREFIX } from '@contract/http.meta';
import { channelQuery, paths, withQuery } from '@/config/paths';
import { notify } from './notify';
import { forgetHandoff } from './refresh-handoff';

export interface Tokens {
  token: string;
  refreshToken: string;
}

/**
 * What the http layer needs from the app: the session as it is *now* (read at send time, so a token refreshed
 * here or in another tab is used), and the ways to change it. The app wires this to its store and router;
 * shared code cannot import them.
 */
export interface SessionPort {
  getToken(): string;
  getRefreshToken(): string;
  getSupplierId(): string;
  tokensRefreshed(tokens: Tokens): void;
  /** Drop tokens, supplier info and the persisted copy. */
  sessionEnded(): void;
  /** The name of the supplier the user acts for ('' when none). */
  getSupplierName(): string;
  /** Keep the tokens, drop the supplier and everything read for it: the user goes on without a supplier. */
  supplierLeft(): void;
  /** Reload `/suppliers_base/auth/login_info` into the supplier info. */
  reloadLoginInfo(): Promise<void>;
  navigate(to: string): void;
  /** The current location (pathname and search), to keep sid and sourcecode. */
  location(): { pathname: string; search: string };
}

const detached: SessionPort = {
  getToken: () => '',
  getRefreshToken: () => '',
  getSupplierId: () => '',
  tokensRefreshed: () => undefined,
  sessionEnded: () => undefined,
  getSupplierName: () => '',
  supplierLeft: () => undefined,
  reloadLoginInfo: async () => undefined,
  navigate: (to) => window.location.assign(to),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

let port: SessionPort = detached;

export function configureSession(next: SessionPort | null): void {
  port = next ?? detached;
}

export const session = (): SessionPort => port;

/** Clears the session and goes to /login, keeping sid and sourcecode (spec §4). */
export function endSession(): void {
  const { pathname, search } = port.location();
  // Leave first: a login-only screen that saw the cleared session would redirect with ?redirect= itself.
  if (pathname !== paths.login) port.navigate(withQuery(paths.login, channelQuery(search)));
  forgetHandoff();
  port.sessionEnded();
}

/**
 * The user was removed from their supplier (E000022 on a call, or the live channel said so): the company's pages
 * end, the user stays logged in without a supplier on the homepage, and is told which company it was.
 */
export function leaveSupplier(message?: string): void {
  if (!port.getSupplierId()) return; // told already (by the socket, another call or another tab)
  const name = port.getSupplierName();
  port.navigate(withQuery(paths.home, channelQuery(port.location().search)));
  port.supplierLeft();
  notify.alert(message || (name ? `${REMOVED_MESSAGE_PREFIX}${name}` : '您已被移出该企业'), '您仍处于登录状态，可以加入或创建其他企业');
  void port.reloadLoginInfo().catch(() => undefined);
}

/** Goes to the homepage keeping sid and sourcecode (after 920). */
export function goHomeKeepingChannel(): void {
  port.navigate(withQuery(paths.home, channelQuery(port.location().search)));
}
