import { useEffect, useRef } from 'react';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { CandidateDetailLook } from '@contract/candidates';
import { CANDIDATE_LIMITS as L } from '@contract/candidates.meta';
import type { CandidateDegree } from '@contract/candidates.meta';
import { useDetailAddMutation, useDetailEditMutation } from '../api';
import type { DegreeOption } from './candidate-fields';
import { useApp } from '@/components/ui/app-feedback';

type Detail = NonNullable<CandidateDetailLook['detail']>;
interface Period {
  start?: Dayjs;
  end?: Dayjs | null;
}
interface Values {
  education: ({ school: string; major?: string; degree: CandidateDegree } & Period)[];
  work: ({ company: string; position: string; description?: string } & Period)[];
  skills: string[];
}

const month = (m: string | undefined | null) => (m ? dayjs(`${m}-01`) : undefined);
const toMonth = (d: Dayjs | undefined | null) => (d ? d.format('YYYY-MM') : undefined);

const toValues = (detail: Detail | null): Values => ({
  education: (detail?.education ?? []).map((e) => ({ ...e, start: month(e.startMonth), end: month(e.endMonth) })),
  work: (detail?.work ?? []).map((w) => ({ ...w, start: month(w.startMonth), end: month(w.endMonth) })),
  skills: detail?.skills ?? [],
});

const periodRules = [{ required: true, message: '请选择开始月份' }];

export interface DetailEditorProps {
  open: boolean;
  candidateId: string;
  detail: Detail | null;
  degrees: readonly DegreeOption[];
  onClose: () => void;
}

/** Education, work history and skills: added once (detail_add), then edited as a whole (detail_edit). */
export function DetailEditor({ open, candidateId, detail, degrees, onClose }: DetailEditorProps) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const [add, adding] = useDetailAddMutation();
  const [edit, editing] = useDetailEditMutation();
  // Filled when it opens, never again while open: a live update of the candidate must not reset what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (open && !filled.current) form.setFieldsValue(toValues(detail));
    filled.current = open;
  }, [open, detail, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const payload = {
      candidateId,
      education: (v.education ?? []).map(({ start, end, ...e }) => ({ ...e, startMonth: toMonth(start)!, endMonth: toMonth(end) })),
      work: (v.work ?? []).map(({ start, end, ...w }) => ({ ...w, startMonth: toMonth(start)!, endMonth: toMonth(end) })),
      skills: (v.skills ?? []).filter((s) => s.trim()),
    };
    try {
      await (detail ? edit(payload) : add(payload)).unwrap();
      message.success('简历详情已保存');
      onClose();
    } catch {
      // Toasted by the http layer; the form keeps what was typed.
    }
  };

  const periodItems = (name: number) => (
    <>
      <Form.Item name={[name, 'start']} rules={periodRules}>
        <DatePicker picker="month" placeholder="开始月份" aria-label="开始月份" />
      </Form.Item>
      <Form.Item name={[name, 'end']}>
        <DatePicker picker="month" placeholder="至今" aria-label="结束月份" />
      </Form.Item>
    </>
  );

  return (
    <Modal
      open={open}
      title={detail ? '编辑简历详情' : '添加简历详情'}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={adding.isLoading || editing.isLoading}
      width={760}
      mask={{ closable: false }}
    >
      <Form form={form} autoComplete="off">
        <Typography.Title level={5}>教育经历</Typography.Title>
        <Form.List name="education">
          {(fields, { add: more, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Space key={key} align="baseline" wrap>
                  <Form.Item name={[name, 'school']} rules={[{ required: true, whitespace: true, message: '请输入学校' }]}>
                    <Input placeholder="学校" aria-label="学校" maxLength={L.schoolMax} />
                  </Form.Item>
                  <Form.Item name={[name, 'major']}>
                    <Input placeholder="专业" aria-label="专业" maxLength={L.positionMax} />
                  </Form.Item>
                  <Form.Item name={[name, 'degree']} rules={[{ required: true, message: '请选择学历' }]}>
                    <Select
                      placeholder="学历"
                      aria-label="学历"
                      showSearch={{ optionFilterProp: 'label' }}
                      style={{ width: 130 }}
                      options={degrees.map((d) => ({ value: d.code, label: d.label }))}
                    />
                  </Form.Item>
                  {periodItems(name)}
                  <MinusCircleOutlined aria-label="删除这条教育经历" onClick={() => remove(name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= L.educationMax} onClick={() => more()}>
                添加教育经历
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>工作经历</Typography.Title>
        <Form.List name="work">
          {(fields, { add: more, remove }) => (
            <>
              {fields.map(({ key, name }) => (
                <Space key={key} align="baseline" wrap>
                  <Form.Item name={[name, 'company']} rules={[{ required: true, whitespace: true, message: '请输入公司' }]}>
                    <Input placeholder="公司" aria-label="公司" maxLength={L.companyMax} />
                  </Form.Item>
                  <Form.Item name={[name, 'position']} rules={[{ required: true, whitespace: true, message: '请输入职位' }]}>
                    <Input placeholder="职位" aria-label="职位" maxLength={L.positionMax} />
                  </Form.Item>
                  {periodItems(name)}
                  <MinusCircleOutlined aria-label="删除这条工作经历" onClick={() => remove(name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= L.workMax} onClick={() => more()}>
                添加工作经历
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>技能</Typography.Title>
        <Form.Item name="skills">
          <Select mode="tags" aria-label="技能" placeholder="输入技能后回车" maxCount={L.skillsMax} tokenSeparators={[',', '，']} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
