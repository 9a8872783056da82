export {
  FieldError,
  FieldHelp,
  mergeErrors,
  toErrorList,
  type ErrorMessageProp,
  type FieldErrorProps,
} from './FieldError';
export { FormErrorList, FormErrors, type FormErrorListProps } from './FormErrorList';
