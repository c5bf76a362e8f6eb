import { APP_CODE, NO_SUPPLIER_ID, SESSION_HEADERS } from '@contract/http.meta';
import { session } from './session-port';

export interface SessionIdentity {
  token: string;
  supplierId: string;
}

/** Who the session is now, as the app's store says (read at send time, so a refreshed token is used). */
export const currentIdentity = (): SessionIdentity => ({ token: session().getToken(), supplierId: session().getSupplierId() });

/**
 * The three headers every call carries (spec §6): AuthToken, AppCode turing_pc, and suppliersId ('0' when the
 * user acts for no supplier). The axios instances, the refresh call and the tracker all send these.
 */
export function sessionHeaders({ token, supplierId }: SessionIdentity = currentIdentity()): Record<string, string> {
  return {
    [SESSION_HEADERS.token]: token,
    [SESSION_HEADERS.appCode]: APP_CODE,
    [SESSION_HEADERS.supplierId]: supplierId || NO_SUPPLIER_ID,
  };
}
