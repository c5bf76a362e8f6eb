import { useState } from 'react';
import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightSpace } from '@/components/light/space';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import { OnceOpened } from '@/components/ui/once-opened';
import { QueryState } from '@/components/ui/query-state';
import { useSupplierCentrePermissions } from '@/lib/state/permissions';
import { useBankInfoQuery, useOperationBankMutation } from '../api';
import type { BankAccountFormProps } from './bank-account-form';
import { BankAccountItem, type BankAccountView } from './bank-account-item';
import { BankAccountRadio } from './bank-account-radio';
import type { CodeConfirmModalProps } from './code-confirm-modal';
import { useApp } from '@/components/ui/app-feedback';

// The dialogs (antd's Modal and Form) come when first opened, preloaded as the pointer or the focus reaches a
// button that opens them: the list itself is drawn without antd (components/light).
const BankAccountForm = preloadableLazy(
  withAntdScope<BankAccountFormProps>(() => import('./bank-account-form').then((m) => ({ default: m.BankAccountForm }))),
);
const CodeConfirmModal = preloadableLazy(
  withAntdScope<CodeConfirmModalProps>(() => import('./code-confirm-modal').then((m) => ({ default: m.CodeConfirmModal }))),
);
const preloadForm = () => void BankAccountForm.preload();
const preloadCode = () => void CodeConfirmModal.preload();

export interface BankAccountListProps {
  /** For a payee picker (the settlement's account to be credited): a radio per account. */
  selectedId?: string | null;
  onSelect?: (account: BankAccountView) => void;
}

type Pending = { action: 'delete' | 'default'; account: BankAccountView } | null;

const CONFIRM_TEXT = {
  delete: {
    title: '删除银行账户',
    description: (a: BankAccountView) => `删除 ${a.bankName} ${a.accountNumber}。删除默认账户时，最早添加的其余账户成为默认账户。`,
  },
  default: { title: '设为默认账户', description: (a: BankAccountView) => `将 ${a.bankName} ${a.accountNumber} 设为默认收款账户。` },
};

/**
 * The supplier's bank accounts, masked, with add / edit / delete / set default for holders of `bank:manage`
 * (each change confirmed by an SMS code). Others see the list only.
 */
export function BankAccountList({ selectedId, onSelect }: BankAccountListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useBankInfoQuery();
  const { canManageBank } = useSupplierCentrePermissions();
  const [operate, { isLoading: busy }] = useOperationBankMutation();
  const { message, modal } = useApp();
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

  const askDelete = (account: BankAccountView) =>
    modal.confirm({
      title: '确定删除该银行账户吗？',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => setPending({ action: 'delete', account }),
    });

  const actions = (account: BankAccountView) =>
    canManageBank ? (
      <LightSpace size={4} wrap>
        <LightButton
          variant="link"
          size="small"
          disabled={!canChange}
          onClick={() => openForm(account)}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
        >
          修改
        </LightButton>
        {!account.isDefault ? (
          <LightButton
            variant="link"
            size="small"
            onClick={() => setPending({ action: 'default', account })}
            onPointerEnter={preloadCode}
            onFocus={preloadCode}
          >
            设为默认
          </LightButton>
        ) : null}
        <LightButton
          variant="link"
          size="small"
          className="bank-account-delete"
          onClick={() => askDelete(account)}
          onPointerEnter={preloadCode}
          onFocus={preloadCode}
        >
          删除
        </LightButton>
      </LightSpace>
    ) : null;

  return (
    <div className="bank-account-list">
      <div className="section-toolbar">
        <h3>银行账户</h3>
        {canManageBank ? (
          <LightButton
            variant="primary"
            disabled={!canChange}
            onClick={() => openForm(null)}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
          >
            添加银行账户
          </LightButton>
        ) : null}
      </div>
      {!canManageBank ? <LightAlert type="info" showIcon message="您没有管理银行信息权限，只能查看；如需修改请联系企业管理员开通" /> : null}
      {canManageBank && data && !data.verified ? (
        <LightAlert type="warning" showIcon message="完成企业认证后才能添加或修改银行账户（账户名须与认证主体一致）" />
      ) : null}
      <QueryState
        loading={isLoading}
        error={isError}
        empty={data?.list.length === 0}
        onRetry={refetch}
        retrying={isFetching}
        emptyText="还没有银行账户"
      >
        <ul className="bank-account-items">
          {(data?.list ?? []).map((account) => (
            <BankAccountItem
              key={account.id}
              account={account}
              actions={actions(account)}
              selector={
                onSelect ? (
                  <BankAccountRadio
                    label={`选择 ${account.bankName} ${account.accountNumber}`}
                    checked={selectedId === account.id}
                    onPick={() => onSelect(account)}
                  />
                ) : undefined
              }
            />
          ))}
        </ul>
      </QueryState>
      <OnceOpened open={formOpen}>
        <BankAccountForm open={formOpen} account={editing} onClose={() => setFormOpen(false)} />
      </OnceOpened>
      <OnceOpened open={pending !== null}>
        <CodeConfirmModal
          open={pending !== null}
          title={pending ? CONFIRM_TEXT[pending.action].title : ''}
          description={pending ? CONFIRM_TEXT[pending.action].description(pending.account) : ''}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      </OnceOpened>
    </div>
  );
}
