export { PageSpinner, Spinner, SPINNER_DEFAULT_LABEL, type SpinnerProps, type SpinnerSize } from './Spinner';
