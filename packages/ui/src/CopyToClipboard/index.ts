export { CopyToClipboard, COPY_DEFAULT_LABEL, type CopyToClipboardProps } from './CopyToClipboard';
