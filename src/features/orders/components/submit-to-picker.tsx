import { lazyPicker } from '@/components/ui/lazy-picker';
import { useGoingOrderListQuery } from '../api';

// antd's searchable Select comes when the box is pointed at, focused or opened (components/ui/lazy-picker.tsx).
const LazySubmitToSelect = lazyPicker<object>(() => import('./submit-to-select').then((m) => ({ default: m.SubmitToSelect })));

/** 「提交候选人到…」: the ongoing orders this member can staff; picking one opens its candidate list. */
export function SubmitToPicker() {
  // Asked at once, as before: the list is there when the picker opens, and a failure shows in the closed box.
  const { isError } = useGoingOrderListQuery({});
  const box = {
    label: '提交候选人到',
    placeholder: isError ? '进行中的订单加载失败' : '提交候选人到…',
    display: '',
    className: 'submit-to-picker',
  };
  return <LazySubmitToSelect box={box} />;
}
