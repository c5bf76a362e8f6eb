/** The user's own account (zod-free): SMS code scenes, the phone change and the code checks other forms use. */

/**
 * What an SMS code is for. A code is stored with its scene and only ever confirms that scene: a login code
 * cannot confirm an admin transfer, a bank code cannot log in.
 */
export const CODE_SCENES = ['login', 'transfer_admin', 'bank', 'phone_old', 'phone_new', 'staff_login'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const CODE_SCENE_LABELS: Record<CodeScene, string> = {
  login: '登录',
  transfer_admin: '转让管理员',
  bank: '修改银行账户',
  phone_old: '更换手机号（验证原手机号）',
  phone_new: '更换手机号（验证新手机号）',
  staff_login: '平台员工登录',
};

/** Scenes whose code goes to the caller's own phone through `send_ver_code` / `check_ver_code`. */
export const SELF_CODE_SCENES = ['transfer_admin', 'bank'] as const satisfies readonly CodeScene[];
export type SelfCodeScene = (typeof SELF_CODE_SCENES)[number];

/** How long the proof of the old phone (the step token of `update_phone_old_check`) lasts, in seconds. */
export const PHONE_STEP_TTL_SECONDS = 15 * 60;
export const STEP_TOKEN_MAX = 128;

export const USER_PATHS = {
  sendVerCode: '/suppliers_user/auth/send_ver_code',
  checkVerCode: '/suppliers_user/auth/check_ver_code',
  updatePhoneOldSend: '/suppliers_user/auth/update_phone_old_send',
  updatePhoneOldCheck: '/suppliers_user/auth/update_phone_old_check',
  updatePhoneNewSend: '/suppliers_user/auth/update_phone_new_send',
  updatePhoneNewCheck: '/suppliers_user/auth/update_phone_new_check',
  updateName: '/suppliers_user/auth/update_name',
  emailInfo: '/suppliers_user/auth/email_info',
  emailBind: '/suppliers_user/auth/email_bind',
  emailVerify: '/suppliers_user/auth/email_verify',
} as const;

/** An e-mail code: 6 digits, valid this long, this many wrong tries, one send a minute and this many a day per user. */
export const EMAIL_CODE_RULES = { ttlSeconds: 10 * 60, maxWrongAttempts: 5, resendSeconds: 60, dailyLimit: 10 } as const;
export const EMAIL_MAX = 100;

/** A person's name as the portal shows it (signing records, the audit trail, invitations, members): 1–20 characters. */
export const USER_NAME_MAX = 20;
/**
 * The placeholder a new account carries until its person gives a name (`用户` and the phone's last four digits):
 * such an account counts as unnamed, and nobody may choose it as a name.
 */
export const DEFAULT_USER_NAME_PATTERN = /^用户\d{4}$/;
/** Control characters (tabs, line breaks, zero-width and direction marks) have no place in a name on a record. */
export const NAME_CONTROL_PATTERN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Why a name cannot be used, in words the person can act on; null when it can. The server and the forms share it. */
export function nameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length === 0) return '请输入姓名';
  if ([...name].length > USER_NAME_MAX) return `姓名不能超过 ${USER_NAME_MAX} 个字`;
  if (NAME_CONTROL_PATTERN.test(name)) return '姓名不能包含换行、制表符等控制字符';
  if (DEFAULT_USER_NAME_PATTERN.test(name)) return '请填写您的真实姓名';
  return null;
}

/** Whether the person has given a name (the account's name is not the placeholder). */
export const hasOwnName = (userName: string) => userName.trim() !== '' && !DEFAULT_USER_NAME_PATTERN.test(userName);
