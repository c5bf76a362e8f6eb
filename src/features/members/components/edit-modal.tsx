import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import type { Permission } from '@contract/login.meta';
import { rosterKey, type MemberItem } from '../types';
import { useSharedSelector } from '@/lib/state/hooks';
import { useEditMemberMutation } from '../api';
import { MemberFields, type MemberFormValues } from './member-form';
import { useApp } from '@/components/ui/app-feedback';

/** Name and permissions of a member or an invitation; permissions only by the administrator, never the administrator's own. */
export function EditModal({ member, onClose }: { member: MemberItem | null; onClose: () => void }) {
  const { message } = useApp();
  const [form] = Form.useForm<MemberFormValues>();
  const [edit, { isLoading }] = useEditMemberMutation();
  const isMain = useSharedSelector((s) => s.global.isMain);
  const permissionsFixed = !isMain || Boolean(member?.isMain);

  useEffect(() => {
    if (member) form.setFieldsValue({ name: member.name, permissions: member.permissions as Permission[] });
  }, [member, form]);

  const submit = async () => {
    if (!member) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await edit({ ...rosterKey(member), name: values.name.trim(), permissions: values.permissions }).unwrap();
      message.success('成员信息已保存');
      onClose();
    } catch {
      // Toasted by the http layer; the dialog keeps the edits.
    }
  };

  return (
    <Modal open={Boolean(member)} title="编辑成员" okText="保存" confirmLoading={isLoading} onOk={submit} onCancel={onClose} forceRender>
      <Form form={form} layout="vertical" name="edit-member">
        <MemberFields
          withPhone={false}
          locked={() => false}
          permissionsDisabled={permissionsFixed}
          permissionsHint={member?.isMain ? '管理员拥有全部权限' : !isMain ? '只有企业管理员可以修改成员权限' : undefined}
        />
      </Form>
    </Modal>
  );
}
