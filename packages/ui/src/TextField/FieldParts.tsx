/** The shared field parts live in FieldError/ (also used by the other form controls); kept here for existing imports. */
export { FieldHelp, toErrorList } from '../FieldError/FieldError';
