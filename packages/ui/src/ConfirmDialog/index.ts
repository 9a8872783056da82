export {
  ConfirmDialog,
  CONFIRM_DEFAULT_LABEL,
  CANCEL_DEFAULT_LABEL,
  type ConfirmDialogProps,
} from './ConfirmDialog';
