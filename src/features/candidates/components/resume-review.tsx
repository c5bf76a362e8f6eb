import { useEffect, useState } from 'react';
import { Alert, Button, Form, Space, Typography } from 'antd';
import type { HttpErrorInfo } from '@/lib/http';
import { useAddResumeTalentMutation, useEditResumeTalentMutation } from '../api';
import type { ResumeDraft } from '../resumes';
import { CandidateFields } from './candidate-fields';
import type { CandidateFormValues, DegreeOption } from './candidate-fields';
import { toFields } from './candidate-form-modal';
import { useApp } from '@/components/ui/app-feedback';

export interface ResumeReviewProps {
  draft: ResumeDraft;
  orderId: string;
  degrees: readonly DegreeOption[];
  position: string;
  onDone: (candidateId: string) => void;
  onSkip: () => void;
}

const valuesOf = (draft: ResumeDraft): CandidateFormValues => {
  const f = draft.fields;
  return {
    name: f.name ?? undefined,
    mobile: f.mobile ?? undefined,
    idNumber: f.idNumber ?? undefined,
    sex: f.sex ?? undefined,
    age: f.age ?? undefined,
    degree: f.degree ?? undefined,
  };
};

/** One parsed draft: every field can be corrected (confidence shown), then saved and submitted to the order. */
export function ResumeReview({ draft, orderId, degrees, position, onDone, onSkip }: ResumeReviewProps) {
  const { message } = useApp();
  const [form] = Form.useForm<CandidateFormValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [edit, editing] = useEditResumeTalentMutation();
  const [add, adding] = useAddResumeTalentMutation();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(valuesOf(draft));
    setRefusal(null);
  }, [draft, form]);

  const submit = async () => {
    setRefusal(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { expectedInterviewTime, remark, ...fields } = toFields(values);
    try {
      await edit({ fileId: draft.fileId, ...fields }).unwrap();
      const { candidateId } = await add({ fileId: draft.fileId, orderId, expectedInterviewTime, remark }).unwrap();
      message.success(`「${fields.name}」已提交`);
      onDone(candidateId);
    } catch (error) {
      const info = error as HttpErrorInfo;
      if (info.code === 'E000701') setRefusal(info.message);
    }
  };

  return (
    <div className="resume-review">
      <Typography.Paragraph>
        <Typography.Text strong>{position}</Typography.Text> 简历「{draft.fileName}」：请核对识别结果，可信度低的项请重点检查。
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title="无法推荐该候选人" description={refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 17 }} autoComplete="off">
        <CandidateFields form={form} degrees={degrees} confidence={draft.confidence} />
      </Form>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onSkip}>跳过</Button>
        <Button type="primary" loading={editing.isLoading || adding.isLoading} onClick={submit}>
          保存并提交
        </Button>
      </Space>
    </div>
  );
}
