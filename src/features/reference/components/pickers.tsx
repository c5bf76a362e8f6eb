import { lazyPicker } from '@/components/ui/lazy-picker';
import { findPosition, regionLabels, useCityOptions, usePositionTypes } from '../hooks';
import type { CityCascaderProps } from './city-cascader';
import type { PositionTypeSelectProps } from './position-type-select';

const LazyCityCascader = lazyPicker<CityCascaderProps>(() => import('./city-cascader').then((m) => ({ default: m.CityCascader })));
const LazyPositionTypeSelect = lazyPicker<PositionTypeSelectProps>(() =>
  import('./position-type-select').then((m) => ({ default: m.PositionTypeSelect })),
);

/** The task filter's city picker, loaded on intent (components/ui/lazy-picker.tsx); the box names the picked place. */
export function CityPicker(props: CityCascaderProps) {
  const { options } = useCityOptions();
  const { ariaLabel = '工作城市', placeholder = '全国' } = props;
  const box = { label: ariaLabel, placeholder, display: regionLabels(options, props.value).join(' / '), className: 'city-cascader' };
  return <LazyCityCascader {...props} box={box} />;
}

/** The task filter's position-type picker, loaded on intent; the box names the picked type. */
export function PositionTypePicker(props: PositionTypeSelectProps) {
  const { positions } = usePositionTypes();
  const box = {
    label: '职位类型',
    placeholder: '全部职位',
    display: findPosition(positions, props.value)?.name ?? '',
    className: 'position-type-select',
  };
  return <LazyPositionTypeSelect {...props} box={box} />;
}
