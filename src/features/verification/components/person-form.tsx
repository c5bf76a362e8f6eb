import { useRef, type FormEvent } from 'react';
import { VERIFICATION_LIMITS as L } from '@contract/verification.meta';
import { LightButton } from '@/components/light/button';
import { useApp } from '@/components/ui/app-feedback';
import type { HttpErrorInfo } from '@/lib/http';
import type { OcrResult, PersonRequest } from '../api';
import { useAgainAuthMutation, usePersonAuthMutation } from '../api';
import { VERIFICATION_CONFLICT_CODE } from '../api';
import { TextField, UploadField } from './form-field';
import { ImageUpload } from './image-upload';
import { useOcrDoubts } from './ocr-doubts';
import { useCheckedForm } from './use-checked-form';
import { useTakeName } from './take-name';
import { checkedValues, conflictFieldOf, textFieldProps } from './form-wiring';
import { PERSON_RULES } from './verification-rules';
import type { PersonField } from './verification-rules';

export interface PersonFormProps {
  mode: 'first' | 'again';
  initial?: Partial<PersonRequest>;
  onSubmitted: () => void;
}

/** Person verification: both sides of the ID card (the front fills name and number), then the fields. */
export function PersonForm({ mode, initial, onSubmitted }: PersonFormProps) {
  // A refusal marked on a field: the focus goes there once the confirmation has closed (it returns focus itself).
  const conflicted = useRef(false);
  const form = useCheckedForm(PERSON_RULES, initial);
  const { message, modal } = useApp();
  const [first, firstState] = usePersonAuthMutation();
  const [again, againState] = useAgainAuthMutation();

  const doubts = useOcrDoubts(['name', 'idNumber'] as const);
  const self = useTakeName('person', form.values.name ?? '');

  const fill = ({ fields, confidence }: OcrResult) => {
    doubts.mark(fields, confidence);
    form.fill({ name: fields.name, idNumber: fields.idNumber });
  };

  const send = async (values: PersonRequest) => {
    try {
      const body = { ...values, takeName: self.takeName };
      if (mode === 'first') await first(body).unwrap();
      else await again({ kind: 'person', ...body }).unwrap();
      message.success('认证资料已提交，请等待平台审核');
      onSubmitted();
    } catch (error) {
      // What was typed stays in the form. A code or ID number another supplier holds is marked on its field
      // (focused once the confirmation has closed); the http layer toasted any other reason but a conflict.
      const field = conflictFieldOf(error);
      if (field === 'idNumber') {
        form.fail({ idNumber: (error as HttpErrorInfo).message });
        conflicted.current = true;
      } else if ((error as HttpErrorInfo).code === VERIFICATION_CONFLICT_CODE) message.error((error as HttpErrorInfo).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = checkedValues(form, doubts);
    if (!values) return;
    modal.confirm({
      title: '确认提交个人认证？',
      content: `将以「${values.name}」的身份认证为个人供应商。`,
      okText: '确认提交',
      cancelText: '再检查一下',
      onOk: () => send(values),
      afterClose: () => {
        if (conflicted.current) document.getElementById(form.idOf('idNumber'))?.focus();
        conflicted.current = false;
      },
    });
  };

  const text = (name: 'name' | 'idNumber', label: string) => textFieldProps(form, doubts, name, label);

  const photo = (name: Extract<PersonField, 'idFrontFileId' | 'idBackFileId'>, side: 'front' | 'back', label: string) => (
    <UploadField id={form.idOf(name)} label={label} error={form.errors[name]}>
      <ImageUpload
        id={form.idOf(name)}
        invalid={Boolean(form.errors[name])}
        kind="idcard"
        side={side}
        label={label}
        value={form.values[name] || undefined}
        onChange={(fileId) => form.set(name, fileId)}
        onParsed={side === 'front' ? fill : undefined}
      />
    </UploadField>
  );

  return (
    <form className="verification-form" noValidate onSubmit={submit}>
      {photo('idFrontFileId', 'front', '身份证人像面')}
      {photo('idBackFileId', 'back', '身份证国徽面')}
      <TextField {...text('name', '姓名')} maxLength={L.personNameMax} />
      <TextField {...text('idNumber', '身份证号码')} maxLength={18} />
      {self.field}
      <LightButton variant="primary" htmlType="submit" loading={firstState.isLoading || againState.isLoading}>
        {mode === 'first' ? '提交个人认证' : '重新提交认证'}
      </LightButton>
    </form>
  );
}
