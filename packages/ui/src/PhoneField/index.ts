export { PhoneField, PHONE_DESCRIPTION, type PhoneFieldProps } from './PhoneField';
