export { SignInLayout, BRAND_NAME, type SignInLayoutProps } from './SignInLayout';
