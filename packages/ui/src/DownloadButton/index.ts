export { DownloadButton, saveFile, DOWNLOAD_EXCEL_LABEL, EXCEL_MIME_TYPE, type DownloadButtonProps } from './DownloadButton';
