import type { StaffRole } from '@contract/platform/http.meta';

/** The staff member a platform call acts as (never a supplier's user: the two kinds of token do not mix). */
export interface StaffAuth {
  staffId: string;
  role: StaffRole;
  name: string;
  phone: string;
  sessionId: string;
}

/** The staff audience of console access tokens; a supplier's token (another audience) is refused, and vice versa. */
export const STAFF_AUDIENCE = 'jy-turing-platform';
