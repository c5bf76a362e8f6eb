/** The user's own account (zod-free): SMS code scenes, the phone change and the code checks other forms use. */

/**
 * What an SMS code is for. A code is stored with its scene and only ever confirms that scene: a login code
 * cannot confirm an admin transfer, a bank code cannot log in.
 */
export const CODE_SCENES = ['login', 'transfer_admin', 'bank', 'phone_old', 'phone_new'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const CODE_SCENE_LABELS: Record<CodeScene, string> = {
  login: '登录',
  transfer_admin: '转让管理员',
  bank: '修改银行账户',
  phone_old: '更换手机号（验证原手机号）',
  phone_new: '更换手机号（验证新手机号）',
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
} as const;
