export {
  FieldError,
  FieldHelp,
  mergeErrors,
  toErrorList,
  type ErrorMessageProp,
  type FieldErrorProps,
} from './FieldError';
export { FormErrorList, type FormErrorListProps } from './FormErrorList';
