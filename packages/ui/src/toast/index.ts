export { toast, TOAST_LIMIT, TOAST_DURATION_MS, type ToastOptions } from './toast.ts';
