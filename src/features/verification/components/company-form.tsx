import { Button, Form, Input } from 'antd';
import { parseCreditCode } from '@contract/credit-code';
import { VERIFICATION_LIMITS as L } from '@contract/verification.meta';
import type { OcrResult } from '../api';
import { useCompanyAuthMutation, useAgainAuthMutation, useUpgradeMutation } from '../api';
import type { CompanyRequest } from '../api';
import { ImageUpload } from './image-upload';
import { useOcrDoubts } from './ocr-doubts';
import { useApp } from '@/components/ui/app-feedback';

export type SubmitMode = 'first' | 'again' | 'upgrade';

export interface CompanyFormProps {
  mode: SubmitMode;
  /** The last submission's values (after a rejection). */
  initial?: Partial<CompanyRequest>;
  onSubmitted: () => void;
}

const creditCodeRule = {
  validator: async (_: unknown, value?: string) => {
    if (!value?.trim()) throw new Error('请输入统一社会信用代码');
    const parsed = parseCreditCode(value);
    if (!parsed.ok) throw new Error(parsed.reason);
  },
};

const SUBMIT_LABEL: Record<SubmitMode, string> = { first: '提交企业认证', again: '重新提交认证', upgrade: '提交升级申请' };

/** Company verification: the licence photo (OCR fills the fields), then the fields checked by the person. */
export function CompanyForm({ mode, initial, onSubmitted }: CompanyFormProps) {
  const [form] = Form.useForm<CompanyRequest>();
  const { message, modal } = useApp();
  const [first, firstState] = useCompanyAuthMutation();
  const [again, againState] = useAgainAuthMutation();
  const [upgrade, upgradeState] = useUpgradeMutation();
  const loading = firstState.isLoading || againState.isLoading || upgradeState.isLoading;

  const doubts = useOcrDoubts(['companyName', 'creditCode', 'legalPerson'] as const);

  const fill = ({ fields, confidence }: OcrResult) => {
    doubts.mark(fields, confidence);
    const read = { companyName: fields.companyName, creditCode: fields.creditCode, legalPerson: fields.legalPerson };
    form.setFieldsValue(Object.fromEntries(Object.entries(read).filter(([, v]) => v)));
    void form.validateFields(Object.keys(read).filter((k) => read[k as keyof typeof read]) as (keyof CompanyRequest)[]).catch(() => undefined);
  };

  const send = async (values: CompanyRequest) => {
    try {
      if (mode === 'first') await first(values).unwrap();
      else if (mode === 'again') await again({ kind: 'company', ...values }).unwrap();
      else await upgrade(values).unwrap();
      message.success(mode === 'upgrade' ? '升级申请已提交，请等待平台审核' : '认证资料已提交，请等待平台审核');
      onSubmitted();
    } catch {
      // The http layer showed the reason; what was typed stays in the form.
    }
  };

  const submit = (values: CompanyRequest) => {
    const open = doubts.unconfirmed();
    if (open.length) {
      form.setFields(open.map((name) => ({ name, errors: ['识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改'] })));
      form.scrollToField(open[0]!);
      return;
    }
    modal.confirm({
      title: '确认提交认证资料？',
      content: `企业名称「${values.companyName}」将作为供应商名称，审核期间不能修改。`,
      okText: '确认提交',
      cancelText: '再检查一下',
      onOk: () => send(values),
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={doubts.edited} className="verification-form" style={{ maxWidth: 560 }}>
      <Form.Item label="营业执照" name="licenceFileId" rules={[{ required: true, message: '请上传营业执照图片' }]}>
        <ImageUpload kind="licence" label="营业执照" onParsed={fill} />
      </Form.Item>
      <Form.Item label="企业名称" name="companyName" {...doubts.itemProps('companyName', '企业名称')} rules={[{ required: true, whitespace: true, message: '请输入企业名称' }, { min: 2, message: '企业名称至少 2 个字' }]}>
        <Input maxLength={L.companyNameMax} placeholder="与营业执照上的名称一致" />
      </Form.Item>
      <Form.Item label="统一社会信用代码" name="creditCode" {...doubts.itemProps('creditCode', '信用代码')} rules={[creditCodeRule]} validateTrigger="onBlur">
        <Input maxLength={22} placeholder="18 位，如 91330100799655058B" />
      </Form.Item>
      <Form.Item label="法定代表人" name="legalPerson" {...doubts.itemProps('legalPerson', '法定代表人')} rules={[{ required: true, whitespace: true, message: '请输入法定代表人姓名' }, { min: 2, message: '法定代表人姓名至少 2 个字' }]}>
        <Input maxLength={L.legalPersonMax} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {SUBMIT_LABEL[mode]}
      </Button>
    </Form>
  );
}
