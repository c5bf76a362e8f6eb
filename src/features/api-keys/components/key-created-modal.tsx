import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { copyText } from '@/lib/clipboard';
import { useApp } from '@/components/ui/app-feedback';
import type { CreatedKey } from './create-key-modal';

/** The new key, shown this once (only its hash is kept), with a copy button. */
export function KeyCreatedModal({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  const { message } = useApp();
  const copy = async () => {
    if (created && (await copyText(created.key))) message.success('密钥已复制');
    else message.error('复制失败，请手动选中密钥复制');
  };
  return (
    <Modal
      open={Boolean(created)}
      title="API 密钥已创建"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存密钥
        </Button>
      }
      mask={{ closable: false }}
      destroyOnHidden
    >
      {created && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            message="密钥只显示这一次"
            description="关闭后将无法再次查看，请立即复制并妥善保存；不要把密钥写进网页或发给他人。遗失后请撤销并重新创建。"
          />
          <Typography.Paragraph style={{ marginBottom: 0 }}>「{created.name}」的密钥：</Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={created.key}
              aria-label="新密钥"
              onFocus={(e) => e.target.select()}
              style={{ fontFamily: 'monospace' }}
            />
            <Button type="primary" onClick={copy}>
              复制密钥
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">调用接口时在请求头中携带 Authorization: Bearer 密钥。</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
