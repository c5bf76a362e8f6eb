import { useEffect } from 'react';
import { Button, Form, InputNumber, Select, Switch, Typography } from 'antd';
import type { TaskRemindSetting } from '@contract/notifications';
import { TASK_REMIND_LIMITS } from '@contract/notifications.meta';
import type { RewardUnit } from '@contract/tasks.meta';
import { QueryState } from '@/components/ui/query-state';
import { useSelectTaskRemindQuery, useSettingTaskRemindMutation } from '../api';
import { useApp } from '@/components/ui/app-feedback';

export interface Option {
  value: string;
  label: string;
}

export interface TaskRemindFormProps {
  /** Prefecture-level cities. */
  cities: Option[];
  positionTypes: Option[];
  rewardUnits: Option[];
  /** The option lists are still loading. */
  optionsLoading?: boolean;
}

interface Values {
  enabled: boolean;
  cityCodes: string[];
  positionTypeIds: string[];
  /** Yuan on screen; fen on the wire. */
  rewardFloorYuan: number | null;
  rewardUnit: RewardUnit | undefined;
}

const toValues = (s: TaskRemindSetting): Values => ({
  enabled: s.enabled,
  cityCodes: s.cityCodes,
  positionTypeIds: s.positionTypeIds,
  rewardFloorYuan: s.rewardFloor ? s.rewardFloor / 100 : null,
  rewardUnit: s.rewardUnit ?? undefined,
});

/** 任务提醒: which newly published tasks the member hears of (cities, position types, a reward floor), on or off. */
export function TaskRemindForm({ cities, positionTypes, rewardUnits, optionsLoading = false }: TaskRemindFormProps) {
  const query = useSelectTaskRemindQuery();
  const [save, saving] = useSettingTaskRemindMutation();
  const [form] = Form.useForm<Values>();
  const { message } = useApp();

  useEffect(() => {
    if (query.data) form.setFieldsValue(toValues(query.data));
  }, [form, query.data]);

  async function submit(v: Values) {
    const result = await save({
      enabled: v.enabled,
      cityCodes: v.cityCodes ?? [],
      positionTypeIds: v.positionTypeIds ?? [],
      // Cents by rounding, never a float on the wire.
      rewardFloor: Math.round((v.rewardFloorYuan ?? 0) * 100),
      rewardUnit: v.rewardUnit ?? null,
    });
    // A refusal was toasted by the http layer; the form keeps what was typed.
    if ('data' in result) void message.success('任务提醒设置已保存');
  }

  return (
    <QueryState loading={query.isLoading} error={query.isError} onRetry={() => void query.refetch()} retrying={query.isFetching}>
      <Typography.Paragraph type="secondary">
        开启后，平台发布符合以下条件的任务时，您会在页面右上角的铃铛中收到提醒。不选城市或岗位类型表示不限。
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={(v) => void submit(v)} initialValues={{ enabled: false, cityCodes: [], positionTypeIds: [], rewardFloorYuan: null }}>
        <Form.Item label="接收任务提醒" name="enabled" valuePropName="checked">
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item label="城市" name="cityCodes" rules={[{ type: 'array', max: TASK_REMIND_LIMITS.cityCodesMax, message: `最多选择 ${TASK_REMIND_LIMITS.cityCodesMax} 个城市` }]}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={cities} loading={optionsLoading} placeholder="不限城市" />
        </Form.Item>
        <Form.Item label="岗位类型" name="positionTypeIds" rules={[{ type: 'array', max: TASK_REMIND_LIMITS.positionTypeIdsMax, message: `最多选择 ${TASK_REMIND_LIMITS.positionTypeIdsMax} 个岗位类型` }]}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={positionTypes} loading={optionsLoading} placeholder="不限岗位类型" />
        </Form.Item>
        <Form.Item label="佣金下限（元）" name="rewardFloorYuan" extra="不填表示不限；选择计薪单位后，只提醒该单位且不低于下限的任务">
          <InputNumber min={0} max={TASK_REMIND_LIMITS.rewardFloorMax / 100} precision={2} step={1} controls={false} inputMode="decimal" style={{ width: 200 }} placeholder="不限" />
        </Form.Item>
        <Form.Item label="计薪单位" name="rewardUnit">
          <Select allowClear options={rewardUnits} loading={optionsLoading} placeholder="不限单位" style={{ width: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          保存
        </Button>
      </Form>
    </QueryState>
  );
}
