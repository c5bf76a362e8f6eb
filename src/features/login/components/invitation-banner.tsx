import type { members } from '@contract/index';
import type { ResponseOf } from '@/lib/http/types';

type Invitation = ResponseOf<typeof members.inviteLinkInfo>;

/** Above the login form reached from an invitation link: who invites whom to which company. */
export function InvitationBanner({ invitation }: { invitation: Invitation }) {
  return (
    <div className="light-alert login-invitation" role="note">
      <span className="light-alert-text">
        <strong>{invitation.inviterName || '企业管理员'}</strong> 邀请{invitation.name ? ` ${invitation.name} ` : '您'}加入
        <strong>「{invitation.supplierName}」</strong>，请使用受邀手机号 {invitation.phoneMasked} 登录后加入。
      </span>
    </div>
  );
}
