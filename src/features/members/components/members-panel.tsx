import { lazy, useState } from 'react';
import { LightButton } from '@/components/light/button';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightSpace } from '@/components/light/space';
import { LightText, LightTitle } from '@/components/light/text';
import { OnceOpened } from '@/components/ui/once-opened';
import { withAntdScope } from '@/components/ui/lazy-screen';
import { Link } from 'react-router-dom';
import { MEMBER_MANAGE_PERMISSION, MEMBER_STATUS_LABELS } from '@contract/members.meta';
import { href } from '@/config/paths';
import { QueryState } from '@/components/ui/query-state';
import { useSharedSelector } from '@/lib/state/hooks';
import { useCan } from '@/lib/state/permissions';
import { useMemberDetailQuery } from '../api';
import { ExitButton } from './exit-button';
import { MemberTable } from './member-table';
import { permissionNames } from './permission-names';

type DialogProps = { open: boolean; onClose: () => void };
// The dialogs (antd's Modal and Form) come in AntdScope when first opened: the section itself is light.
const loadInvite = () => import('./invite-modal').then((m) => ({ default: m.InviteModal }));
const loadTransfer = () => import('./transfer-modal').then((m) => ({ default: m.TransferModal }));
const InviteModal = lazy(withAntdScope<DialogProps>(loadInvite));
const TransferModal = lazy(withAntdScope<DialogProps>(loadTransfer));

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
        <LightTitle level={5}>您还没有加入企业</LightTitle>
        <p className="light-text-secondary">完成企业认证，或请企业管理员邀请您加入。</p>
        <Link to={href('authentication', { menukey: 'company' })}>去认证</Link>
      </div>
    );
  }
  return (
    <section className="members-panel" aria-label="成员管理">
      <div
        className="members-toolbar"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}
      >
        <h4 className="light-title light-title-4" style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
          成员管理{supplierName && <LightText type="secondary">（{supplierName}）</LightText>}
        </h4>
        <LightSpace wrap>
          {canManage && (
            <LightButton
              variant="primary"
              onClick={() => setInviting(true)}
              onPointerEnter={() => void loadInvite()}
              onFocus={() => void loadInvite()}
            >
              邀请成员
            </LightButton>
          )}
          {isMain && (
            <LightButton
              onClick={() => setTransferring(true)}
              onPointerEnter={() => void loadTransfer()}
              onFocus={() => void loadTransfer()}
            >
              转让管理员
            </LightButton>
          )}
          {!isMain && <ExitButton supplierName={supplierName} />}
        </LightSpace>
      </div>
      {canManage ? <MemberTable /> : <OwnEntry userId={turingAccountInfo?.userId ?? ''} />}
      {canManage && (
        <OnceOpened open={inviting}>
          <InviteModal open={inviting} onClose={() => setInviting(false)} />
        </OnceOpened>
      )}
      {isMain && (
        <OnceOpened open={transferring}>
          <TransferModal open={transferring} onClose={() => setTransferring(false)} />
        </OnceOpened>
      )}
    </section>
  );
}

/** What a member without the member permission sees: their own entry. */
function OwnEntry({ userId }: { userId: string }) {
  const { data, isLoading, isError, refetch, isFetching } = useMemberDetailQuery({ userId }, { skip: !userId });
  return (
    <>
      <p className="light-text-secondary" style={{ marginBottom: 12 }}>
        您没有成员管理权限，如需邀请或管理成员请联系企业管理员。
      </p>
      <QueryState loading={isLoading} error={isError} onRetry={refetch} retrying={isFetching}>
        {data && (
          <LightDescriptions
            bordered
            column={1}
            size="small"
            title="我的成员信息"
            items={[
              { key: 'name', label: '姓名', children: data.name },
              { key: 'phone', label: '手机号', children: data.phone },
              { key: 'status', label: '状态', children: MEMBER_STATUS_LABELS[data.status] },
              { key: 'permissions', label: '权限', children: permissionNames(data.permissions) },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
