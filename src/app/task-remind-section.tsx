import { useMemo } from 'react';
import { TaskRemindForm, type Option } from '@/features/notifications';
import { useCityTree, usePositionTypes, useTaskEnums } from '@/features/reference';

/** The personal centre's 任务提醒: the reference feature's cities, position types and units feed the form. */
export function TaskRemindSection() {
  const { cities: tree, isLoading: citiesLoading } = useCityTree();
  const { positions, isLoading: positionsLoading } = usePositionTypes();
  const { enums, isLoading: enumsLoading } = useTaskEnums();
  const cities = useMemo<Option[]>(() => tree.flatMap((p) => (p.children ?? []).map((c) => ({ value: c.value, label: c.label }))), [tree]);
  const positionTypes = useMemo<Option[]>(
    () =>
      positions.flatMap((group) => [
        { value: group.id, label: `${group.name}（全部）` },
        ...(group.children ?? []).map((t) => ({ value: t.id, label: t.name })),
      ]),
    [positions],
  );
  const rewardUnits = useMemo<Option[]>(() => enums.rewardUnit.map((u) => ({ value: u.code, label: u.label })), [enums]);
  return (
    <TaskRemindForm
      cities={cities}
      positionTypes={positionTypes}
      rewardUnits={rewardUnits}
      optionsLoading={citiesLoading || positionsLoading || enumsLoading}
    />
  );
}
