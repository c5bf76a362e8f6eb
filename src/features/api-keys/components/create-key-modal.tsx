import { Checkbox, Form, Input, Modal } from 'antd';
import type { ApiKeyView } from '@contract/api-keys';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@contract/api-keys.meta';
import { useCreateApiKeyMutation } from '../api';

interface Values {
  name: string;
  scopes: ApiKeyScope[];
}

export type CreatedKey = ApiKeyView & { key: string };

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  'orders:read': '订单列表、供应商记录、统计与导出',
  'candidates:read': '候选人列表、详情与导出',
  'candidates:write': '推荐候选人、上传简历、修改候选人信息',
  'settlements:read': '结算单列表、详情与导出',
  'settlements:write': '确认结算单、提出异议、重新提交付款',
};

/** Name and scopes of a new key; a refusal keeps what was typed (the http layer says why). */
export function CreateKeyModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedKey) => void }) {
  const [form] = Form.useForm<Values>();
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const created = await create({ name: values.name.trim(), scopes: API_KEY_SCOPES.filter((s) => values.scopes.includes(s)) }).unwrap();
      form.resetFields();
      onCreated(created);
    } catch {
      // Toasted by the http layer; the form stays filled in.
    }
  };
  return (
    <Modal
      open={open}
      title="创建 API 密钥"
      okText="创建"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="create-api-key" initialValues={{ scopes: [] }}>
        <Form.Item
          name="name"
          label="密钥名称"
          extra="用于区分不同的对接系统，例如「招聘系统对接」"
          rules={[
            { required: true, whitespace: true, message: '请填写密钥名称' },
            { max: API_KEY_NAME_MAX, message: `长度不能超过 ${API_KEY_NAME_MAX} 个字符` },
          ]}
        >
          <Input maxLength={API_KEY_NAME_MAX} showCount placeholder="请输入密钥名称" />
        </Form.Item>
        {/* A validator, not `required`: antd would put aria-required on the checkbox group, which its role does not allow. */}
        <Form.Item
          name="scopes"
          label="权限范围（至少一项）"
          rules={[
            { validator: (_, v?: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少选择一项权限范围'))) },
          ]}
        >
          <Checkbox.Group className="api-key-scopes">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope}>
                <span>{API_KEY_SCOPE_LABELS[scope]}</span>
                <span className="table-secondary">（{SCOPE_HINTS[scope]}）</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
