import { useEffect, useState, useRef } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import type { CandidateDetailLook } from '@contract/candidates';
import type { CandidateDegree, CandidateSex } from '@contract/candidates.meta';
import type { HttpErrorInfo } from '@/lib/http';
import { useAddCandidateMutation, useCheckCandidateMutation, useUpdateCandidateMutation } from '../api';
import { CandidateFields } from './candidate-fields';
import { pickedInstant, pickerValue } from '../picker-time';
import type { CandidateFormValues, DegreeOption } from './candidate-fields';
import type { ResumeDraft } from '../resumes';
import { ResumeField } from './resume-field';
import { useApp } from '@/components/ui/app-feedback';

export interface CandidateFormModalProps {
  open: boolean;
  orderId: string;
  degrees: readonly DegreeOption[];
  /** Editing this candidate (`update`, while submitted) instead of adding one. */
  candidate?: CandidateDetailLook;
  /** Adding the person a parsed résumé draft names: its fields filled in (confidence shown), its file attached. */
  draft?: ResumeDraft;
  onClose: () => void;
}

/** The typed values as the contract's fields (the server trims and checks again). */
export function toFields(values: CandidateFormValues) {
  return {
    name: values.name ?? '',
    mobile: values.mobile ?? '',
    idNumber: values.idNumber ?? '',
    sex: values.sex as CandidateSex,
    age: values.age ?? 0,
    degree: values.degree as CandidateDegree,
    ...(values.expectedInterviewTime ? { expectedInterviewTime: pickedInstant(values.expectedInterviewTime) } : {}),
    ...(values.remark?.trim() ? { remark: values.remark } : {}),
  };
}

const initialOf = (c: CandidateDetailLook | undefined): CandidateFormValues | undefined =>
  c && {
    name: c.name,
    mobile: c.mobile,
    idNumber: c.idNumber,
    sex: c.sex,
    age: c.age,
    degree: c.degree,
    expectedInterviewTime: pickerValue(c.expectedInterviewTime),
    remark: c.remark ?? undefined,
  };

const draftValues = (d: ResumeDraft): CandidateFormValues => {
  const f = d.fields;
  return {
    name: f.name ?? undefined,
    mobile: f.mobile ?? undefined,
    idNumber: f.idNumber ?? undefined,
    sex: f.sex ?? undefined,
    age: f.age ?? undefined,
    degree: f.degree ?? undefined,
  };
};

/**
 * Add a candidate to the order (asking `check` first, so a person who cannot go is explained before anything is
 * saved) or update one. On any refusal the modal stays open with everything typed.
 */
export function CandidateFormModal({ open, orderId, degrees, candidate, draft, onClose }: CandidateFormModalProps) {
  const { message, modal } = useApp();
  const [form] = Form.useForm<CandidateFormValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resumeFileId, setResumeFileId] = useState<string | undefined>(candidate?.resumeFileId ?? undefined);
  const [check, checking] = useCheckCandidateMutation();
  const [add, adding] = useAddCandidateMutation();
  const [update, updating] = useUpdateCandidateMutation();
  const busy = checking.isLoading || adding.isLoading || updating.isLoading;

  // Filled when it opens, never again while open: a live update of the candidate must not reset what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (open && candidate && !filled.current) form.setFieldsValue(initialOf(candidate)!);
    if (open && draft && !filled.current) {
      form.setFieldsValue(draftValues(draft));
      setResumeFileId(draft.fileId);
    }
    filled.current = open && Boolean(candidate ?? draft);
  }, [open, candidate, draft, form]);

  const finish = () => {
    form.resetFields();
    setRefusal(null);
    setResumeFileId(undefined);
    onClose();
  };
  const cancel = () => {
    if (!form.isFieldsTouched()) return finish();
    modal.confirm({ title: '放弃填写？', content: '已填写的内容将不会保存。', okText: '放弃', cancelText: '继续填写', onOk: finish });
  };

  // What the resume says fills only the fields still empty: nothing typed is overwritten.
  const fillEmpty = (draft: ResumeDraft) => {
    const now = form.getFieldsValue();
    const next: CandidateFormValues = {};
    for (const [key, value] of Object.entries(draft.fields) as [keyof ResumeDraft['fields'], unknown][]) {
      if (value !== null && (now[key] === undefined || now[key] === '')) Object.assign(next, { [key]: value });
    }
    form.setFieldsValue(next);
  };

  const submit = async () => {
    setRefusal(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const fields = { ...toFields(values), ...(resumeFileId ? { resumeFileId } : {}) };
    try {
      if (candidate) {
        await update({ candidateId: candidate.candidateId, ...fields }).unwrap();
        message.success('候选人信息已更新');
      } else {
        const verdict = await check({ orderId, ...fields }).unwrap();
        if (!verdict.ok) return setRefusal(verdict.reason ?? '该候选人暂不能推荐到此订单');
        await add({ orderId, ...fields }).unwrap();
        message.success('候选人已提交');
      }
      finish();
    } catch (error) {
      // Ownership (E000701) is explained here; other refusals were toasted by the http layer. Nothing typed is lost.
      const info = error as HttpErrorInfo;
      if (info.code === 'E000701') setRefusal(info.message);
    }
  };

  return (
    <Modal
      open={open}
      title={candidate ? '修改候选人' : draft ? `审核简历：${draft.fileName}` : '添加候选人'}
      onCancel={cancel}
      mask={{ closable: false }}
      width={640}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="submit" type="primary" loading={busy} onClick={submit}>
          {candidate ? '保存' : '提交'}
        </Button>,
      ]}
    >
      {refusal && <Alert type="error" showIcon title="无法推荐该候选人" description={refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} autoComplete="off">
        {draft && <p className="draft-review-hint">以下内容由简历识别，请核对后提交；可信度低的项请重点检查。</p>}
        <CandidateFields form={form} degrees={degrees} confidence={draft?.confidence} />
        <Form.Item label="简历">
          <ResumeField fileId={resumeFileId} onChange={setResumeFileId} onParsed={fillEmpty} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
