import { Button, Form, Input } from 'antd';
import { parseIdNumber } from '@contract/id-number';
import { VERIFICATION_LIMITS as L } from '@contract/verification.meta';
import type { OcrResult, PersonRequest } from '../api';
import { useAgainAuthMutation, usePersonAuthMutation } from '../api';
import { ImageUpload } from './image-upload';
import { useOcrDoubts } from './ocr-doubts';
import { useApp } from '@/components/ui/app-feedback';

export interface PersonFormProps {
  mode: 'first' | 'again';
  initial?: Partial<PersonRequest>;
  onSubmitted: () => void;
}

const idNumberRule = {
  validator: async (_: unknown, value?: string) => {
    if (!value?.trim()) throw new Error('请输入身份证号码');
    const parsed = parseIdNumber(value);
    if (!parsed.ok) throw new Error(parsed.reason);
  },
};

/** Person verification: both sides of the ID card (the front fills name and number), then the fields. */
export function PersonForm({ mode, initial, onSubmitted }: PersonFormProps) {
  const [form] = Form.useForm<PersonRequest>();
  const { message, modal } = useApp();
  const [first, firstState] = usePersonAuthMutation();
  const [again, againState] = useAgainAuthMutation();

  const doubts = useOcrDoubts(['name', 'idNumber'] as const);

  const fill = ({ fields, confidence }: OcrResult) => {
    doubts.mark(fields, confidence);
    const read = { name: fields.name, idNumber: fields.idNumber };
    form.setFieldsValue(Object.fromEntries(Object.entries(read).filter(([, v]) => v)));
  };

  const send = async (values: PersonRequest) => {
    try {
      if (mode === 'first') await first(values).unwrap();
      else await again({ kind: 'person', ...values }).unwrap();
      message.success('认证资料已提交，请等待平台审核');
      onSubmitted();
    } catch {
      // The http layer showed the reason; what was typed stays in the form.
    }
  };

  const submit = (values: PersonRequest) => {
    const open = doubts.unconfirmed();
    if (open.length) {
      form.setFields(open.map((name) => ({ name, errors: ['识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改'] })));
      form.scrollToField(open[0]!);
      return;
    }
    modal.confirm({ title: '确认提交个人认证？', content: `将以「${values.name}」的身份认证为个人供应商。`, okText: '确认提交', cancelText: '再检查一下', onOk: () => send(values) });
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={doubts.edited} className="verification-form" style={{ maxWidth: 560 }}>
      <Form.Item label="身份证人像面" name="idFrontFileId" rules={[{ required: true, message: '请上传身份证人像面' }]}>
        <ImageUpload kind="idcard" side="front" label="身份证人像面" onParsed={fill} />
      </Form.Item>
      <Form.Item label="身份证国徽面" name="idBackFileId" rules={[{ required: true, message: '请上传身份证国徽面' }]}>
        <ImageUpload kind="idcard" side="back" label="身份证国徽面" />
      </Form.Item>
      <Form.Item label="姓名" name="name" {...doubts.itemProps('name', '姓名')} rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { min: 2, message: '姓名至少 2 个字' }]}>
        <Input maxLength={L.personNameMax} />
      </Form.Item>
      <Form.Item label="身份证号码" name="idNumber" {...doubts.itemProps('idNumber', '身份证号码')} rules={[idNumberRule]} validateTrigger="onBlur">
        <Input maxLength={18} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={firstState.isLoading || againState.isLoading}>
        {mode === 'first' ? '提交个人认证' : '重新提交认证'}
      </Button>
    </Form>
  );
}
