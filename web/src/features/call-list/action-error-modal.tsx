import { useMemo } from 'react';
import { describeError } from '../../shared/lib/errors.ts';
import { MessageModal } from '../../shared/ui/error-modal.tsx';

export interface ActionErrorModalProps {
  /** The failed action as spec 4 §8 names it, e.g. 'Logging a Call'. */
  action: string;
  /** The modal is open while an error is set. */
  error: unknown;
  onClose(): void;
}

/** '{action} Error!' with the server's message, then the request to contact support (spec 1 §8, spec 4 §8). */
export function ActionErrorModal({ action, error, onClose }: ActionErrorModalProps) {
  const message = useMemo(() => (error ? describeError(error).message : ''), [error]);
  return <MessageModal open={Boolean(error)} title={`${action} Error!`} message={message} onClose={onClose} />;
}
