export { CallFilterPicker, CallFilterPickers, PICKER_LABELS } from './call-filter-pickers';
export { FilterMultiSelect } from './filter-multi-select';
export { LabelBadge } from './label-badge';
export { pickerModel, pickerOptions, unknownLabel, type PickerOption } from './picker-data';
export {
  callFilterProblems,
  callFiltersFromSearch,
  emptyCallFilters,
  hasCallFilters,
  isIdFilter,
  normaliseFilterValue,
  withCallFilters,
} from './search-params';
