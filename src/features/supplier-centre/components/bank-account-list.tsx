import { useState } from 'react';
import { Alert, Button, Popconfirm, Radio, Space } from 'antd';
import { QueryState } from '@/components/ui/query-state';
import { useSupplierCentrePermissions } from '@/lib/state/permissions';
import { useBankInfoQuery, useOperateBankMutation } from '../api';
import { BankAccountForm } from './bank-account-form';
import { BankAccountItem, type BankAccountView } from './bank-account-item';
import { CodeConfirmModal } from './code-confirm-modal';
import { useApp } from '@/components/ui/app-feedback';

export interface BankAccountListProps {
  /** For a payee picker (the settlement's account to be credited): a radio per account. */
  selectedId?: string | null;
  onSelect?: (account: BankAccountView) => void;
}

type Pending = { action: 'delete' | 'default'; account: BankAccountView } | null;

const CONFIRM_TEXT = {
  delete: { title: '删除银行账户', description: (a: BankAccountView) => `删除 ${a.bankName} ${a.accountNumber}。删除默认账户时，最早添加的其余账户成为默认账户。` },
  default: { title: '设为默认账户', description: (a: BankAccountView) => `将 ${a.bankName} ${a.accountNumber} 设为默认收款账户。` },
};

/**
 * The supplier's bank accounts, masked, with add / edit / delete / set default for holders of `bank:manage`
 * (each change confirmed by an SMS code). Others see the list only.
 */
export function BankAccountList({ selectedId, onSelect }: BankAccountListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useBankInfoQuery();
  const { canManageBank } = useSupplierCentrePermissions();
  const [operate, { isLoading: busy }] = useOperateBankMutation();
  const { message } = useApp();
  const [editing, setEditing] = useState<BankAccountView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const canChange = canManageBank && Boolean(data?.verified);

  const openForm = (account: BankAccountView | null) => {
    setEditing(account);
    setFormOpen(true);
  };

  const confirm = async (code: string) => {
    if (!pending) return;
    try {
      await operate({ action: pending.action, id: pending.account.id, code }).unwrap();
      message.success(pending.action === 'delete' ? '银行账户已删除' : '已设为默认账户');
      setPending(null);
    } catch {
      // The toast said why; the dialog stays for another code.
    }
  };

  const actions = (account: BankAccountView) =>
    canManageBank ? (
      <Space size={4} wrap>
        <Button type="link" size="small" disabled={!canChange} onClick={() => openForm(account)}>
          修改
        </Button>
        {!account.isDefault ? (
          <Button type="link" size="small" onClick={() => setPending({ action: 'default', account })}>
            设为默认
          </Button>
        ) : null}
        <Popconfirm title="确定删除该银行账户吗？" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => setPending({ action: 'delete', account })}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <div className="bank-account-list">
      <div className="section-toolbar">
        <h3>银行账户</h3>
        {canManageBank ? (
          <Button type="primary" disabled={!canChange} onClick={() => openForm(null)}>
            添加银行账户
          </Button>
        ) : null}
      </div>
      {!canManageBank ? <Alert type="info" showIcon title="您没有管理银行信息权限，只能查看；如需修改请联系企业管理员开通" /> : null}
      {canManageBank && data && !data.verified ? <Alert type="warning" showIcon title="完成企业认证后才能添加或修改银行账户（账户名须与认证主体一致）" /> : null}
      <QueryState loading={isLoading} error={isError} empty={data?.list.length === 0} onRetry={refetch} retrying={isFetching} emptyText="还没有银行账户">
        <ul className="bank-account-items">
          {(data?.list ?? []).map((account) => (
            <BankAccountItem
              key={account.id}
              account={account}
              actions={actions(account)}
              selector={onSelect ? <Radio aria-label={`选择 ${account.bankName} ${account.accountNumber}`} checked={selectedId === account.id} onChange={() => onSelect(account)} /> : undefined}
            />
          ))}
        </ul>
      </QueryState>
      <BankAccountForm open={formOpen} account={editing} onClose={() => setFormOpen(false)} />
      <CodeConfirmModal
        open={pending !== null}
        title={pending ? CONFIRM_TEXT[pending.action].title : ''}
        description={pending ? CONFIRM_TEXT[pending.action].description(pending.account) : ''}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
