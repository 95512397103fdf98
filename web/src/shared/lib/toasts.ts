import { createToaster } from '@chakra-ui/react';
import { describeError } from './errors.ts';

/** Every toast stays 3000 ms unless it is sticky. */
export const TOAST_DURATION_MS = 3000;

/**
 * The app's single toast queue; `<AppToaster />` renders it. Toasts stack in the bottom corner so
 * they never cover the navigation bar's user menu (top right).
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  title: string;
  description?: string;
  /** Stays until dismissed (dashboard errors). */
  sticky?: boolean;
}

function show(type: ToastType, { title, description, sticky }: ToastMessage): string {
  return toaster.create({ type, title, description, duration: sticky ? Infinity : TOAST_DURATION_MS, closable: true });
}

export const toast = {
  success: (message: ToastMessage) => show('success', message),
  error: (message: ToastMessage) => show('error', message),
  warning: (message: ToastMessage) => show('warning', message),
  info: (message: ToastMessage) => show('info', message),
};

/**
 * A dashboard's failure as a sticky toast: a warning for 422 refusals, an error
 * otherwise, with the server's message when it sent one.
 */
export function toastError(error: unknown): string {
  const shown = describeError(error);
  const message = { title: shown.variant === 'warning' ? 'Warning' : `${shown.type} Error!`, description: shown.message, sticky: true };
  return shown.variant === 'warning' ? toast.warning(message) : toast.error(message);
}
