export { ToastRegion, createToastQueue, showToast, MAX_VISIBLE_TOASTS, type ToastContent, type ToastQueue } from './Toast';
