import { useRef, type FormEvent } from 'react';
import { VERIFICATION_LIMITS as L } from '@contract/verification.meta';
import { LightButton } from '@/components/light/button';
import { useApp } from '@/components/ui/app-feedback';
import type { HttpErrorInfo } from '@/lib/http';
import type { CompanyRequest, OcrResult } from '../api';
import { useAgainAuthMutation, useCompanyAuthMutation, useUpgradeMutation } from '../api';
import { VERIFICATION_CONFLICT_CODE } from '../api';
import { TextField, UploadField } from './form-field';
import { ImageUpload } from './image-upload';
import { useOcrDoubts } from './ocr-doubts';
import { useCheckedForm } from './use-checked-form';
import { checkedValues, conflictFieldOf, textFieldProps } from './form-wiring';
import { COMPANY_RULES } from './verification-rules';

export type SubmitMode = 'first' | 'again' | 'upgrade';

import { useTakeName } from './take-name';
export interface CompanyFormProps {
  mode: SubmitMode;
  /** The last submission's values (after a rejection). */
  initial?: Partial<CompanyRequest>;
  onSubmitted: () => void;
}

const SUBMIT_LABEL: Record<SubmitMode, string> = { first: '提交企业认证', again: '重新提交认证', upgrade: '提交升级申请' };

/** Company verification: the licence photo (OCR fills the fields), then the fields checked by the person. */
export function CompanyForm({ mode, initial, onSubmitted }: CompanyFormProps) {
  // A refusal marked on a field: the focus goes there once the confirmation has closed (it returns focus itself).
  const conflicted = useRef(false);
  const form = useCheckedForm(COMPANY_RULES, initial);
  const { message, modal } = useApp();
  const [first, firstState] = useCompanyAuthMutation();
  const [again, againState] = useAgainAuthMutation();
  const [upgrade, upgradeState] = useUpgradeMutation();
  const loading = firstState.isLoading || againState.isLoading || upgradeState.isLoading;

  const doubts = useOcrDoubts(['companyName', 'creditCode', 'legalPerson'] as const);
  const self = useTakeName('company', form.values.legalPerson ?? '');

  const fill = ({ fields, confidence }: OcrResult) => {
    doubts.mark(fields, confidence);
    form.fill({ companyName: fields.companyName, creditCode: fields.creditCode, legalPerson: fields.legalPerson });
  };

  const send = async (values: CompanyRequest) => {
    try {
      const body = { ...values, takeName: self.takeName };
      if (mode === 'first') await first(body).unwrap();
      else if (mode === 'again') await again({ kind: 'company', ...body }).unwrap();
      else await upgrade(body).unwrap();
      message.success(mode === 'upgrade' ? '升级申请已提交，请等待平台审核' : '认证资料已提交，请等待平台审核');
      onSubmitted();
    } catch (error) {
      // What was typed stays in the form. A code or ID number another supplier holds is marked on its field
      // (focused once the confirmation has closed); the http layer toasted any other reason but a conflict.
      const field = conflictFieldOf(error);
      if (field === 'creditCode') {
        form.fail({ creditCode: (error as HttpErrorInfo).message });
        conflicted.current = true;
      } else if ((error as HttpErrorInfo).code === VERIFICATION_CONFLICT_CODE) message.error((error as HttpErrorInfo).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = checkedValues(form, doubts);
    if (!values) return;
    modal.confirm({
      title: '确认提交认证资料？',
      content: `企业名称「${values.companyName}」将作为供应商名称，审核期间不能修改。`,
      okText: '确认提交',
      cancelText: '再检查一下',
      onOk: () => send(values),
      afterClose: () => {
        if (conflicted.current) document.getElementById(form.idOf('creditCode'))?.focus();
        conflicted.current = false;
      },
    });
  };

  const text = (name: 'companyName' | 'creditCode' | 'legalPerson', label: string, doubtLabel = label) =>
    textFieldProps(form, doubts, name, label, doubtLabel);

  return (
    <form className="verification-form" noValidate onSubmit={submit}>
      <UploadField id={form.idOf('licenceFileId')} label="营业执照" error={form.errors.licenceFileId}>
        <ImageUpload
          id={form.idOf('licenceFileId')}
          invalid={Boolean(form.errors.licenceFileId)}
          kind="licence"
          label="营业执照"
          value={form.values.licenceFileId || undefined}
          onChange={(fileId) => form.set('licenceFileId', fileId)}
          onParsed={fill}
        />
      </UploadField>
      <TextField {...text('companyName', '企业名称')} maxLength={L.companyNameMax} placeholder="与营业执照上的名称一致" />
      <TextField {...text('creditCode', '统一社会信用代码', '信用代码')} maxLength={22} placeholder="18 位，如 91330100799655058B" />
      <TextField {...text('legalPerson', '法定代表人')} maxLength={L.legalPersonMax} />
      {self.field}
      <LightButton variant="primary" htmlType="submit" loading={loading}>
        {SUBMIT_LABEL[mode]}
      </LightButton>
    </form>
  );
}
