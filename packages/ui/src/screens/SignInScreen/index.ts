export { SignInScreen, FORGOT_PASSWORD_PATH, type SignInScreenProps } from './SignInScreen';
export type { FieldState, FormScreenProps, SecretFieldState } from '../shared/form';
export { ApplyDialog, ApplyForm } from './ApplyDialog';
