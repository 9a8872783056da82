export { Dialog, CLOSE_DIALOG_LABEL, type DialogProps } from './Dialog';
