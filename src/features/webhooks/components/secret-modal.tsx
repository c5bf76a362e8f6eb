import { Button, Input, Modal, Space, Typography } from 'antd';
import { useApp } from '@/components/ui/app-feedback';
import { copyText } from '@/lib/clipboard';

/** A signing secret, just created or rotated: shown this once (the list never shows it), with a copy button. */
export function SecretModal({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  const { message } = useApp();
  const copy = async () => {
    if (secret && (await copyText(secret))) message.success('签名密钥已复制');
    else message.error('复制失败，请手动选中密钥复制');
  };
  return (
    <Modal
      open={Boolean(secret)}
      title={rotated ? '新的签名密钥' : '签名密钥'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>我已保存</Button>}
      destroyOnHidden
    >
      {secret && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {rotated ? '原密钥已立即失效。' : ''}请复制并妥善保存此密钥，用于校验推送请求的 webhook-signature
            签名。密钥只显示这一次，关闭后无法再次查看；丢失后可轮换密钥。
          </Typography.Paragraph>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={secret} aria-label="签名密钥" onFocus={(e) => e.target.select()} />
            <Button type="primary" onClick={copy}>
              复制
            </Button>
          </Space.Compact>
        </Space>
      )}
    </Modal>
  );
}
