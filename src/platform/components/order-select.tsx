import { Select } from 'antd';
import type { SelectProps } from 'antd';

/** What Form.Item hands its control (value, onChange, id, aria-*) passes through; the rest is decided here. */
interface Props extends Omit<SelectProps<string>, 'options' | 'loading' | 'disabled' | 'placeholder' | 'showSearch' | 'notFoundContent'> {
  /** What the orders belong to is chosen (a task, a supplier); until then the select is off and says `choose`. */
  from: { chosen: boolean; choose: string; none: string };
  fetching: boolean;
  options: { value: string; label: string }[];
}

/**
 * 供应商的订单 as a dialog picks it: searchable by how each order reads (a task or a supplier may hold up to 100),
 * saying what to choose first, that it is loading, that there are none, or that typed text matches none.
 */
export function OrderSelect({ from, fetching, options, ...field }: Props) {
  const placeholder = !from.chosen ? from.choose : fetching ? '加载中…' : options.length ? '选择或搜索供应商的订单' : from.none;
  return (
    <Select
      {...field}
      disabled={!from.chosen}
      loading={fetching}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={options.length ? '没有匹配的订单' : from.none}
      options={options}
    />
  );
}
