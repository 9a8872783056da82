export { MultiSelect, NONE_SELECTED_TEXT, type MultiSelectKey, type MultiSelectProps } from './MultiSelect';
