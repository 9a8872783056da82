/** Form-level errors moved to FieldError/ (FormErrorList); kept here for existing imports. */
export { FormErrors } from '../FieldError/FormErrorList';
