import { lazyPicker } from '@/components/ui/lazy-picker';
import type { RemindMultiSelectProps } from './remind-multi-select';

const LazyMultiSelect = lazyPicker<RemindMultiSelectProps>(() =>
  import('./remind-multi-select').then((m) => ({ default: m.RemindMultiSelect })),
);

/**
 * A multiple choice of 任务提醒 (cities, position types): a light closed box showing the chosen names until the
 * pointer or the focus reaches it, then antd's searchable Select, open, in its place (components/ui/lazy-picker.tsx).
 */
export function RemindPicker({ label, ...props }: RemindMultiSelectProps & { label: string }) {
  const chosen = new Set(props.value);
  const display = props.options
    .filter((o) => chosen.has(o.value))
    .map((o) => o.label)
    .join('、');
  // Before the names have loaded, how many are chosen.
  const shown = display || (props.value.length ? `已选 ${props.value.length} 项` : '');
  return <LazyMultiSelect {...props} box={{ label, display: shown, placeholder: props.placeholder, className: 'task-remind-box' }} />;
}
