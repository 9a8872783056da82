export { GlobalProgress, GLOBAL_PROGRESS_LABEL } from './GlobalProgress';
