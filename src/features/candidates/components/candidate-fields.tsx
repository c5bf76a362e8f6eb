import { DatePicker, Form, Input, InputNumber, Radio, Select, Tag, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { CANDIDATE_LIMITS as L, CANDIDATE_SEXES } from '@contract/candidates.meta';
import { derivedFromId, identityRules } from '../identity';
import { futureOnly } from '../picker-time';

const FUTURE_ONLY = futureOnly();

export interface DegreeOption {
  code: string;
  label: string;
}

/** What the candidate form holds (the interview time as a picker value). */
export interface CandidateFormValues {
  name?: string;
  mobile?: string;
  idNumber?: string;
  sex?: string;
  age?: number;
  degree?: string;
  expectedInterviewTime?: Dayjs | null;
  remark?: string;
}

export type FieldConfidence = Partial<Record<'name' | 'mobile' | 'idNumber' | 'sex' | 'age' | 'degree', number>>;

/** How sure the parser was of a field it read from a resume. */
export function ConfidenceTag({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  const percent = Math.round(value * 100);
  const color = value >= 0.9 ? 'green' : value >= 0.6 ? 'gold' : 'red';
  return (
    <Tag color={color} className="confidence-tag">
      {value === 0 ? '未识别' : `可信度 ${percent}%`}
    </Tag>
  );
}

export interface CandidateFieldsProps {
  form: FormInstance<CandidateFormValues>;
  degrees: readonly DegreeOption[];
  /** With a resume draft: each field's confidence next to its label. */
  confidence?: FieldConfidence;
  /** The add/update form has these; the resume review does not. */
  withInterviewAndRemark?: boolean;
}

/** The person's fields, shared by add, update and the resume review. */
export function CandidateFields({ form, degrees, confidence, withInterviewAndRemark = true }: CandidateFieldsProps) {
  const idNumber = Form.useWatch('idNumber', form);
  const derived = derivedFromId(idNumber);
  const read = () => form.getFieldsValue(['idNumber', 'sex', 'age']) as CandidateFormValues;
  const label = (text: string, key: keyof FieldConfidence) => (
    <>
      {text}
      {confidence && <ConfidenceTag value={confidence[key]} />}
    </>
  );
  // A valid ID number fills sex and age when they are still empty; typed values are then checked against it.
  const fillFromId = () => {
    const next = derivedFromId(form.getFieldValue('idNumber'));
    if (!next) return;
    const { sex, age } = form.getFieldsValue(['sex', 'age']) as CandidateFormValues;
    form.setFieldsValue({ sex: sex ?? next.sex, age: age ?? next.age });
    void form.validateFields(['sex', 'age']).catch(() => undefined);
  };

  return (
    <>
      <Form.Item name="name" label={label('姓名', 'name')} rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
        <Input maxLength={L.nameMax} autoComplete="off" />
      </Form.Item>
      <Form.Item name="mobile" label={label('手机号', 'mobile')} rules={identityRules.mobile}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={label('身份证号', 'idNumber')}
        rules={identityRules.idNumber}
        extra={
          derived && (
            <Typography.Text type="secondary">
              出生日期 {derived.birthDate}，{derived.sex === 'male' ? '男' : '女'}，{derived.age} 岁
            </Typography.Text>
          )
        }
      >
        <Input maxLength={18} autoComplete="off" onBlur={fillFromId} />
      </Form.Item>
      <Form.Item
        name="sex"
        label={label('性别', 'sex')}
        dependencies={['idNumber']}
        rules={[{ required: true, message: '请选择性别' }, identityRules.agreesWithId('sex', read)]}
      >
        <Radio.Group options={CANDIDATE_SEXES.map((s) => ({ value: s.code, label: s.label }))} />
      </Form.Item>
      <Form.Item
        name="age"
        label={label('年龄', 'age')}
        dependencies={['idNumber']}
        rules={[{ required: true, message: '请输入年龄' }, identityRules.agreesWithId('age', read)]}
      >
        <InputNumber min={L.ageMin} max={L.ageMax} precision={0} controls={false} inputMode="numeric" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="degree" label={label('学历', 'degree')} rules={[{ required: true, message: '请选择学历' }]}>
        <Select
          aria-label="学历"
          placeholder="请选择学历"
          showSearch={{ optionFilterProp: 'label' }}
          options={degrees.map((d) => ({ value: d.code, label: d.label }))}
        />
      </Form.Item>
      {withInterviewAndRemark && (
        <>
          <Form.Item name="expectedInterviewTime" label="期望面试时间">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} {...FUTURE_ONLY} />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={L.remarkMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </>
      )}
    </>
  );
}
