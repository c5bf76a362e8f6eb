import { useState } from 'react';
import { Cascader, Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import type { PlatformTask, PlatformTaskFields } from '@contract/platform/tasks';
import type { PositionType } from '@contract/reference';
import { PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';
import { useReferenceCitiesQuery, useReferenceEnumsQuery, useReferencePositionsQuery } from '../api/reference';
import { usePlatformTaskPublishMutation, usePlatformTaskUpdateMutation } from '../api/tasks';
import { consoleNotify } from '../http/notify';

interface Values {
  title: string;
  region: string[];
  positionTypeId: string;
  rewardYuan: number;
  rewardUnit: PlatformTaskFields['rewardUnit'];
  settlementType: string;
  personNumber: number;
  features: string[];
  companyName: string;
  address: string;
  workTime: string;
  description: string;
  requirements: string;
  adviserName: string;
  adviserPhone: string;
  ageMin?: number | null;
  ageMax?: number | null;
}

interface TreeNode {
  value: string;
  title: string;
  children?: TreeNode[];
}

const toTree = (nodes: PositionType[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: n.children?.length ? toTree(n.children) : undefined }));

function initialOf(task: PlatformTask | null): Partial<Values> {
  if (!task) return { features: [], workTime: '面议', personNumber: 1 };
  return {
    title: task.title,
    region: [task.provinceCode, task.cityCode, ...(task.districtCode ? [task.districtCode] : [])],
    positionTypeId: task.positionTypeId,
    rewardYuan: task.rewardAmount / 100,
    rewardUnit: task.rewardUnit,
    settlementType: task.settlementType,
    personNumber: task.personNumber,
    features: task.features.map((f) => f.code),
    companyName: task.companyName,
    address: task.address,
    workTime: task.workTime,
    description: task.description,
    requirements: task.requirements,
    adviserName: task.adviserName,
    adviserPhone: task.adviserPhone,
    ageMin: task.ageMin,
    ageMax: task.ageMax,
  };
}

const required = (what: string) => [{ required: true, whitespace: true, message: `请填写${what}` }];
const chosen = (what: string) => [{ required: true, message: `请选择${what}` }];

/** 发布任务 / 编辑任务: every field a supplier sees on 找工作; the reward typed in yuan, sent in fen. */
export function TaskForm({ task, onClose }: { task: PlatformTask | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const cities = useReferenceCitiesQuery();
  const positions = useReferencePositionsQuery();
  const enums = useReferenceEnumsQuery();
  const [publish] = usePlatformTaskPublishMutation();
  const [update] = usePlatformTaskUpdateMutation();
  const [busy, setBusy] = useState(false);
  const options = (type: string) => (enums.data?.[type] ?? []).map((e) => ({ value: e.code, label: e.label }));

  const submit = async () => {
    const v = await form.validateFields();
    const fields: PlatformTaskFields = {
      title: v.title,
      cityCode: v.region[1],
      districtCode: v.region[2] ?? null,
      positionTypeId: v.positionTypeId,
      rewardAmount: Math.round(v.rewardYuan * 100),
      rewardUnit: v.rewardUnit,
      settlementType: v.settlementType,
      personNumber: v.personNumber,
      features: v.features ?? [],
      companyName: v.companyName,
      address: v.address,
      workTime: v.workTime,
      description: v.description,
      requirements: v.requirements,
      adviserName: v.adviserName,
      adviserPhone: v.adviserPhone,
      ageMin: v.ageMin ?? null,
      ageMax: v.ageMax ?? null,
    };
    setBusy(true);
    try {
      if (task) await update({ ...fields, taskId: task.taskId }).unwrap();
      else await publish(fields).unwrap();
      consoleNotify.success(task ? '任务已保存' : '任务已发布，供应商在找工作中即可看到');
      onClose();
    } catch {
      // told by the http layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={task ? '编辑任务' : '发布任务'}
      okText={task ? '保存' : '发布任务'}
      cancelText="取消"
      width={720}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialOf(task)}>
        <Form.Item name="title" label="任务名称" rules={required('任务名称')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="region" label="工作城市" rules={chosen('工作城市')}>
          <Cascader options={cities.data ?? []} changeOnSelect placeholder="省 / 市 / 区" loading={cities.isLoading} />
        </Form.Item>
        <Form.Item name="positionTypeId" label="职位类型" rules={chosen('职位类型')}>
          <TreeSelect
            treeData={toTree(positions.data?.positions ?? [])}
            showSearch
            treeNodeFilterProp="title"
            loading={positions.isLoading}
          />
        </Form.Item>
        <Form.Item name="rewardYuan" label="佣金（元，按单位支付给供应商）" rules={[{ required: true, message: '请填写佣金' }]}>
          <InputNumber min={0.01} max={99999.99} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="rewardUnit" label="佣金单位" rules={chosen('佣金单位')}>
          <Select options={options('rewardUnit')} />
        </Form.Item>
        <Form.Item name="settlementType" label="结算周期" rules={chosen('结算周期')}>
          <Select options={options('settlementType')} />
        </Form.Item>
        <Form.Item name="personNumber" label="招聘人数" rules={[{ required: true, message: '请填写招聘人数' }]}>
          <InputNumber min={1} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="features" label="福利标签">
          <Select mode="multiple" options={options('taskFeature')} maxCount={10} />
        </Form.Item>
        <Form.Item name="companyName" label="用工企业" rules={required('用工企业')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="address" label="工作地址" rules={required('工作地址')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="workTime" label="工作时间" rules={required('工作时间')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="ageMin" label="最低年龄">
          <InputNumber min={16} max={70} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="ageMax" label="最高年龄">
          <InputNumber min={16} max={70} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label="职位描述" rules={required('职位描述')}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="requirements" label="任职要求" rules={required('任职要求')}>
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item name="adviserName" label="招聘顾问" rules={required('招聘顾问')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="adviserPhone"
          label="顾问手机号"
          rules={[...required('顾问手机号'), { pattern: PHONE_PATTERN, message: PHONE_MESSAGE }]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
