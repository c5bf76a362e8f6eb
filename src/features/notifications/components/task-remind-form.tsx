import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TASK_REMIND_LIMITS } from '@contract/notifications.meta';
import type { RewardUnit } from '@contract/tasks.meta';
import { LightButton } from '@/components/light/button';
import { LightInput } from '@/components/light/input';
import { LightSelect } from '@/components/light/select';
import { LightSwitch } from '@/components/light/switch';
import { useApp } from '@/components/ui/app-feedback';
import { QueryState } from '@/components/ui/query-state';
import { useSelectTaskRemindQuery, useSettingTaskRemindMutation } from '../api';
import { floorFen, floorText, normalizeFloor } from './remind-floor';
import { RemindPicker } from './remind-pickers';
import '@/styles/task-remind.css';

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

const CITIES_MAX = TASK_REMIND_LIMITS.cityCodesMax;
const TYPES_MAX = TASK_REMIND_LIMITS.positionTypeIdsMax;
const citiesProblem = (codes: string[]) => (codes.length > CITIES_MAX ? `最多选择 ${CITIES_MAX} 个城市` : null);
const typesProblem = (ids: string[]) => (ids.length > TYPES_MAX ? `最多选择 ${TYPES_MAX} 个岗位类型` : null);

/** A field as antd's vertical Form.Item draws it: label, control, the hint, the rule's message (tied by id). */
function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`light-field task-remind-field${error ? ' light-field-invalid' : ''}`}>
      <label className="light-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {extra}
      <div className="light-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/** 任务提醒: which newly published tasks the member hears of (cities, position types, a reward floor), on or off. */
export function TaskRemindForm({ cities, positionTypes, rewardUnits, optionsLoading = false }: TaskRemindFormProps) {
  const query = useSelectTaskRemindQuery();
  const [save, saving] = useSettingTaskRemindMutation();
  const { message } = useApp();
  const id = useId();
  const [enabled, setEnabled] = useState(false);
  const [cityCodes, setCityCodes] = useState<string[]>([]);
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const [floor, setFloor] = useState('');
  const [unit, setUnit] = useState<RewardUnit | undefined>(undefined);
  const [errors, setErrors] = useState<{ cities?: string | null; types?: string | null }>({});
  // The last floor the box accepted: an unreadable one typed over it goes back to it on blur, as antd's InputNumber.
  const lastFloor = useRef('');

  useEffect(() => {
    const s = query.data;
    if (!s) return;
    setEnabled(s.enabled);
    setCityCodes(s.cityCodes);
    setTypeIds(s.positionTypeIds);
    setFloor((lastFloor.current = floorText(s.rewardFloor)));
    setUnit(s.rewardUnit ?? undefined);
  }, [query.data]);

  const commitFloor = () => {
    const value = normalizeFloor(floor, lastFloor.current);
    lastFloor.current = value;
    setFloor(value);
    return value;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { cities: citiesProblem(cityCodes), types: typesProblem(typeIds) };
    setErrors(found);
    if (found.cities || found.types) return;
    const result = await save({
      enabled,
      cityCodes,
      positionTypeIds: typeIds,
      rewardFloor: floorFen(commitFloor()),
      rewardUnit: unit ?? null,
    });
    // A refusal was toasted by the http layer; the form keeps what was typed.
    if ('data' in result) void message.success('任务提醒设置已保存');
  }

  const picker = (key: 'cities' | 'types') => ({
    id: `${id}-${key}`,
    loading: optionsLoading,
    invalid: Boolean(errors[key]),
    describedBy: errors[key] ? `${id}-${key}-error` : undefined,
  });
  return (
    <QueryState loading={query.isLoading} error={query.isError} onRetry={() => void query.refetch()} retrying={query.isFetching}>
      <p className="light-text light-text-secondary task-remind-intro">
        开启后，平台发布符合以下条件的任务时，您会在页面右上角的铃铛中收到提醒。不选城市或岗位类型表示不限。
      </p>
      <form className="task-remind-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field id={`${id}-enabled`} label="接收任务提醒">
          <LightSwitch id={`${id}-enabled`} checked={enabled} onChange={setEnabled} checkedLabel="开" uncheckedLabel="关" />
        </Field>
        <Field id={`${id}-cities`} label="城市" error={errors.cities}>
          <RemindPicker
            {...picker('cities')}
            label="城市"
            value={cityCodes}
            options={cities}
            placeholder="不限城市"
            onChange={(codes) => {
              setCityCodes(codes);
              setErrors((e) => ({ ...e, cities: citiesProblem(codes) }));
            }}
          />
        </Field>
        <Field id={`${id}-types`} label="岗位类型" error={errors.types}>
          <RemindPicker
            {...picker('types')}
            label="岗位类型"
            value={typeIds}
            options={positionTypes}
            placeholder="不限岗位类型"
            onChange={(ids) => {
              setTypeIds(ids);
              setErrors((e) => ({ ...e, types: typesProblem(ids) }));
            }}
          />
        </Field>
        <Field
          id={`${id}-floor`}
          label="佣金下限（元）"
          extra={
            <div className="task-remind-extra" id={`${id}-floor-extra`}>
              不填表示不限；选择计薪单位后，只提醒该单位且不低于下限的任务
            </div>
          }
        >
          <LightInput
            id={`${id}-floor`}
            name="rewardFloorYuan"
            value={floor}
            onChange={setFloor}
            onBlur={commitFloor}
            inputMode="decimal"
            placeholder="不限"
            aria-describedby={`${id}-floor-extra`}
            style={{ width: 200 }}
          />
        </Field>
        <Field id={`${id}-unit`} label="计薪单位">
          <LightSelect<RewardUnit>
            id={`${id}-unit`}
            value={unit}
            onChange={setUnit}
            options={rewardUnits as { value: RewardUnit; label: string }[]}
            allowClear
            placeholder="不限单位"
            style={{ width: 200 }}
          />
        </Field>
        <LightButton variant="primary" htmlType="submit" loading={saving.isLoading}>
          保存
        </LightButton>
      </form>
    </QueryState>
  );
}
