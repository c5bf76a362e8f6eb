import { useState } from 'react';
import { Button, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MEMBER_MANAGE_PERMISSION, MEMBER_STATUS_LABELS } from '@contract/members.meta';
import { href } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useSharedSelector } from '@/lib/state/hooks';
import { useCan } from '@/lib/state/permissions';
import { useMemberDetailQuery } from '../api';
import { ExitButton } from './exit-button';
import { InviteModal } from './invite-modal';
import { MemberTable } from './member-table';
import { permissionNames } from './permission-checkboxes';
import { TransferModal } from './transfer-modal';

/** The personal centre's members section: the roster for those who manage members, one's own entry for the others. */
export default function MembersPanel() {
  const { isMain, supplierId, turingAccountInfo } = useSharedSelector((s) => s.global);
  const canManage = useCan(MEMBER_MANAGE_PERMISSION);
  const [inviting, setInviting] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const supplierName = turingAccountInfo?.supplierInfo?.supplierName ?? '';

  if (!supplierId) {
    return (
      <div className="members-panel-empty" style={{ textAlign: 'center', padding: '48px 0' }}>
        <Typography.Title level={5}>您还没有加入企业</Typography.Title>
        <Typography.Paragraph type="secondary">完成企业认证，或请企业管理员邀请您加入。</Typography.Paragraph>
        <Link to={href('authentication', { menukey: 'company' })}>去认证</Link>
      </div>
    );
  }
  return (
    <section className="members-panel" aria-label="成员管理">
      <div className="members-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          成员管理{supplierName && <Typography.Text type="secondary">（{supplierName}）</Typography.Text>}
        </Typography.Title>
        <Space wrap>
          {canManage && (
            <Button type="primary" onClick={() => setInviting(true)}>
              邀请成员
            </Button>
          )}
          {isMain && <Button onClick={() => setTransferring(true)}>转让管理员</Button>}
          {!isMain && <ExitButton supplierName={supplierName} />}
        </Space>
      </div>
      {canManage ? <MemberTable /> : <OwnEntry userId={turingAccountInfo?.userId ?? ''} />}
      {canManage && <InviteModal open={inviting} onClose={() => setInviting(false)} />}
      {isMain && <TransferModal open={transferring} onClose={() => setTransferring(false)} />}
    </section>
  );
}

/** What a member without the member permission sees: their own entry. */
function OwnEntry({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch, isFetching } = useMemberDetailQuery({ userId }, { skip: !userId });
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>您没有成员管理权限，如需邀请或管理成员请联系企业管理员。</Typography.Paragraph>
      <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching}>
        {data && (
          <Descriptions bordered column={1} size="small" title="我的成员信息">
            <Descriptions.Item label="姓名">{data.name}</Descriptions.Item>
            <Descriptions.Item label="手机号">{data.phone}</Descriptions.Item>
            <Descriptions.Item label="状态">{MEMBER_STATUS_LABELS[data.status]}</Descriptions.Item>
            <Descriptions.Item label="权限">{permissionNames(data.permissions)}</Descriptions.Item>
          </Descriptions>
        )}
      </QueryState>
    </>
  );
}
