import { Form, Input } from 'antd';
import type { Permission } from '@contract/login.meta';
import { PHONE_LENGTH, PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';
import { MEMBER_NAME_MAX } from '@contract/members.meta';
import { PermissionCheckboxes } from './permission-checkboxes';

export interface MemberFormValues {
  phone?: string;
  name: string;
  permissions: Permission[];
}

const noSpaces = (value?: string) => value?.replace(/\s+/g, '');

/** The fields of the invite and edit dialogs; the phone only when inviting. */
export function MemberFields({
  withPhone,
  locked,
  permissionsDisabled,
  permissionsHint,
}: {
  withPhone: boolean;
  locked: (code: string) => boolean;
  permissionsDisabled?: boolean;
  permissionsHint?: string;
}) {
  return (
    <>
      {withPhone && (
        <Form.Item
          label="手机号"
          name="phone"
          normalize={noSpaces}
          validateFirst
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
          ]}
        >
          <Input maxLength={PHONE_LENGTH} inputMode="numeric" placeholder="被邀请人的手机号" />
        </Form.Item>
      )}
      <Form.Item
        label="姓名"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请输入成员姓名' },
          { max: MEMBER_NAME_MAX, message: `姓名不能超过 ${MEMBER_NAME_MAX} 个字` },
        ]}
      >
        <Input maxLength={MEMBER_NAME_MAX} placeholder="成员姓名" />
      </Form.Item>
      <Form.Item label="权限" name="permissions" extra={permissionsHint}>
        <PermissionCheckboxes locked={locked} disabled={permissionsDisabled} />
      </Form.Item>
    </>
  );
}
