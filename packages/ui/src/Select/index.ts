export { Select, type SelectProps, type SelectItem } from './Select';
