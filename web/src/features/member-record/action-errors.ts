import { describeError } from '../../shared/lib/errors.ts';
import { toast } from '../../shared/lib/toasts.ts';

/**
 * A member-page action the server refused or failed: a 422 is a sticky warning titled 'Warning!'
 * with the server's message (or 'Server Error!'); anything else a sticky 'Error!' with 'Server Error!'.
 */
export function toastActionError(error: unknown): void {
  const shown = describeError(error);
  if (shown.variant === 'warning') toast.warning({ title: 'Warning!', description: shown.message || 'Server Error!', sticky: true });
  else toast.error({ title: 'Error!', description: 'Server Error!', sticky: true });
}
