// Reference data: cities, position types, enums. Pickers take a value and report changes; the screen owns the state.
export { referenceApi } from './api';
export { CityCascader } from './components/city-cascader';
export { PositionTypeSelect } from './components/position-type-select';
export { CityPicker, PositionTypePicker } from './components/pickers';
export { useCityTree, usePositionTypes, useTaskEnums, useRegionSeo, usePositionSeo, regionLabels, placeName, findPosition } from './hooks';
export type { TaskEnums } from './hooks';
