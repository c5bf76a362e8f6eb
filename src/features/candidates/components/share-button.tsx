import { Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { copyText } from '@/lib/clipboard';
import { href } from '@/config/paths';
import { resolveRouterBase } from '@/config/router-base';
import { useShareInfoMutation } from '../api';
import { timeOf } from '../format';
import { useApp } from '@/components/ui/app-feedback';

/** The public address of a share token (outside the login guard, under the router base). */
export function shareUrl(token: string): string {
  const base = resolveRouterBase().replace(/\/$/, '');
  return `${window.location.origin}${base}${href('shareTalent', { token })}`;
}

/** Makes a new expiring share link for the candidate's masked card and copies it. */
export function ShareButton({ candidateId }: { candidateId: string }) {
  const { message, modal } = useApp();
  const [share, { isLoading }] = useShareInfoMutation();
  const run = async () => {
    try {
      const { token, expiresAt } = await share({ candidateId }).unwrap();
      const url = shareUrl(token);
      if (await copyText(url)) message.success(`分享链接已复制，${timeOf(expiresAt)} 前有效`);
      else modal.info({ title: '分享链接', content: <div style={{ wordBreak: 'break-all' }}>{url}</div> });
    } catch {
      // Toasted by the http layer.
    }
  };
  return (
    <Button icon={<ShareAltOutlined />} loading={isLoading} onClick={run}>
      分享
    </Button>
  );
}
