import { useState } from 'react';
import { Form, Modal } from 'antd';
import { DEFAULT_MEMBER_PERMISSIONS } from '@contract/members.meta';
import { useSharedSelector } from '@/lib/state/hooks';
import { useAddMemberMutation } from '../api';
import { InviteLinkModal, type InviteResult } from './invite-link-modal';
import { MemberFields, type MemberFormValues } from './member-form';

/** Invite by phone, name and permissions; then the one-time link to send. A refusal keeps what was typed. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<MemberFormValues>();
  const [add, { isLoading }] = useAddMemberMutation();
  const [result, setResult] = useState<InviteResult | null>(null);
  const { isMain, authList } = useSharedSelector((s) => s.global);
  // A member who manages members may hand out only permissions they hold themselves.
  const locked = (code: string) => !isMain && !authList.includes(code);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const name = values.name.trim();
      const created = await add({ phone: values.phone ?? '', name, permissions: values.permissions }).unwrap();
      form.resetFields();
      onClose();
      setResult({ name, inviteCode: created.inviteCode, expiresAt: created.expiresAt });
    } catch {
      // Toasted by the http layer (already invited, already a member…); the form stays filled in.
    }
  };

  return (
    <>
      <Modal open={open} title="邀请成员" okText="发送邀请" confirmLoading={isLoading} onOk={submit} onCancel={onClose} forceRender>
        <Form
          form={form}
          layout="vertical"
          name="invite-member"
          initialValues={{ permissions: DEFAULT_MEMBER_PERMISSIONS.filter((p) => !locked(p)) }}
        >
          <MemberFields withPhone locked={locked} permissionsHint="被邀请人加入后拥有所选权限，之后可由管理员修改" />
        </Form>
      </Modal>
      <InviteLinkModal result={result} onClose={() => setResult(null)} />
    </>
  );
}
