import { useEffect, useState } from 'react';
import { beijingTime } from '@/lib/time';
import { Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { Result } from '@/components/ui/result';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryError } from '@/components/ui/query-state';
import { selectIsLoggedIn, userTipsModalToggled } from '@/lib/state/global-slice';
import { useSharedDispatch, useSharedSelector } from '@/lib/state/hooks';
import type { HttpErrorInfo } from '@/lib/http/http-error';
import { useInviteLinkInfoQuery, useJoinSupplierMutation } from '../api';
import { useMembershipRefresh } from '../use-membership-refresh';
import { useApp } from '@/components/ui/app-feedback';

const when = (iso: string) => beijingTime(iso);
const reason = (error: unknown) => (error as Partial<HttpErrorInfo> | undefined)?.message || '邀请链接无法使用，请联系企业管理员';

/**
 * An invitation as its link shows it (no login needed): who invites whom to which supplier, until when. A visitor
 * logs in with the invited phone and comes back here; a logged-in user joins, and the workbench opens as a member.
 */
export function InvitationCard({ code }: { code: string }) {
  const { message } = useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const dispatch = useSharedDispatch();
  const loggedIn = useSharedSelector(selectIsLoggedIn);
  const info = useInviteLinkInfoQuery({ inviteCode: code });
  const [join, { isLoading: joining }] = useJoinSupplierMutation();
  const [refused, setRefused] = useState<string | null>(null);
  const refresh = useMembershipRefresh();

  // Someone who came to join needs no "verify your company first" prompt on top of the invitation.
  useEffect(() => {
    if (loggedIn) dispatch(userTipsModalToggled(false));
  }, [loggedIn, dispatch]);

  if (info.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (info.isError || !info.data) {
    // The gateway's refusal (expired, used, revoked) is final: say why. Anything else (no network) can be retried.
    if (!(info.error as Partial<HttpErrorInfo> | undefined)?.code) {
      return <QueryError onRetry={() => info.refetch()} retrying={info.isFetching} />;
    }
    return <Result status="warning" title="邀请链接无法使用" subTitle={reason(info.error)} />;
  }
  const invitation = info.data;
  const logIn = () => navigate(`${paths.login}?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`);
  const accept = async () => {
    setRefused(null);
    try {
      const joined = await join({ inviteCode: code }).unwrap();
      await refresh();
      message.success(`您已加入「${joined.supplierName}」`);
      navigate(paths.workbench, { replace: true });
    } catch (error) {
      setRefused(reason(error));
    }
  };

  return (
    <Card className="invitation-card" title={`加入「${invitation.supplierName}」`} style={{ maxWidth: 560, margin: '0 auto' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="企业">{invitation.supplierName}</Descriptions.Item>
        <Descriptions.Item label="邀请人">{invitation.inviterName || '企业管理员'}</Descriptions.Item>
        <Descriptions.Item label="被邀请人">
          {invitation.name}（{invitation.phoneMasked}）
        </Descriptions.Item>
        <Descriptions.Item label="有效期至">{when(invitation.expiresAt)}</Descriptions.Item>
      </Descriptions>
      {refused && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12 }}>
          {refused}
        </Typography.Paragraph>
      )}
      <Space style={{ marginTop: 16 }}>
        {loggedIn ? (
          <Button type="primary" loading={joining} onClick={accept}>
            加入企业
          </Button>
        ) : (
          <Button type="primary" onClick={logIn}>
            使用 {invitation.phoneMasked} 登录后加入
          </Button>
        )}
      </Space>
    </Card>
  );
}
