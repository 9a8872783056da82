export { SignInForm, SIGN_IN_TEXTS, type SignInFormProps } from './SignInForm';
