import { Form, Input, Modal, Select } from 'antd';
import { PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import type { StaffRole } from '@contract/platform/http.meta';
import type { StaffRow } from '@contract/platform/staff';
import { usePlatformStaffCreateMutation, usePlatformStaffUpdateMutation } from '../api/staff';
import { consoleNotify } from '../http/notify';

const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));

/** 新增员工 (no row) or 修改 a staff member's name and role (a row). */
export function StaffDialog({ staff, onClose }: { staff: StaffRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ phone: string; name: string; role: StaffRole }>();
  const [create, creating] = usePlatformStaffCreateMutation();
  const [update, updating] = usePlatformStaffUpdateMutation();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      if (staff) await update({ staffId: staff.staffId, name: v.name, role: v.role }).unwrap();
      else await create(v).unwrap();
      consoleNotify.success(staff ? '已保存' : `已新增员工 ${v.name}，可用手机号 ${v.phone} 登录`);
      onClose();
    } catch {
      // told by the http layer
    }
  };
  return (
    <Modal
      open
      title={staff ? `修改员工：${staff.name}` : '新增员工'}
      okText={staff ? '保存' : '新增员工'}
      cancelText="取消"
      okButtonProps={{ loading: creating.isLoading || updating.isLoading }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={staff ? { name: staff.name, role: staff.role } : { role: 'operator' }}>
        {!staff && (
          <Form.Item
            name="phone"
            label="手机号"
            rules={[
              { required: true, message: '请输入手机号' },
              { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        )}
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
