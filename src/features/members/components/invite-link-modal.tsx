import { Button, Input, Modal, Space, Typography } from 'antd';
import { beijingTime } from '@/lib/time';
import { copyText } from '@/lib/clipboard';
import { inviteLink } from '../invite-link';
import { useApp } from '@/components/ui/app-feedback';

export interface InviteResult {
  name: string;
  inviteCode: string;
  expiresAt: string;
}

/** The link of a fresh invitation (shown once: only its hash is kept), with a copy button. */
export function InviteLinkModal({ result, onClose }: { result: InviteResult | null; onClose: () => void }) {
  const { message } = useApp();
  const link = result ? inviteLink(result.inviteCode) : '';
  const copy = async () => {
    if (await copyText(link)) message.success('邀请链接已复制');
    else message.error('复制失败，请手动选中链接复制');
  };
  return (
    <Modal open={Boolean(result)} title="邀请链接" onCancel={onClose} footer={<Button onClick={onClose}>完成</Button>} destroyOnHidden>
      {result && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            已邀请「{result.name}」。请把下面的链接发给对方，对方用被邀请的手机号登录后即可加入企业。链接在 {beijingTime(result.expiresAt)}{' '}
            前有效，且只显示这一次；丢失后可在成员列表中重新邀请。
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={link} aria-label="邀请链接" onFocus={(e) => e.target.select()} />
            <Button type="primary" onClick={copy}>
              复制链接
            </Button>
          </Space.Compact>
        </Space>
      )}
    </Modal>
  );
}
