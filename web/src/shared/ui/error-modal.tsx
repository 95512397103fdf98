import { Button, Dialog, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { describeError } from '../lib/errors.ts';
import { DialogShell } from './dialog-shell.tsx';

export const SUPPORT_REQUEST = 'If the problem continues, please contact Luminate support.';

/** A user's action that failed, named as the product names it (e.g. 'Logging a Call'). */
export interface ActionFailure {
  action: string;
  error: unknown;
}

/**
 * The one modal for a failed action: '{action} Error!' with the server's message, then the
 * request to contact support. Open while `failure` is set.
 */
export function ActionErrorModal({ failure, onClose }: { failure: ActionFailure | null; onClose: () => void }) {
  const message = useMemo(() => (failure ? describeError(failure.error).message : ''), [failure]);
  return <MessageModal open={failure !== null} title={failure ? `${failure.action} Error!` : ''} message={message} onClose={onClose} />;
}

export interface MessageModalProps {
  open: boolean;
  title: string;
  message?: string;
  onClose: () => void;
}

/** A centred modal with a title, an optional message, the support request and a Close button. */
export function MessageModal({ open, title, message, onClose }: MessageModalProps) {
  return (
    <DialogShell open={open} onClose={onClose} role="alertdialog" title={title} closeLabel={false}>
      <Dialog.Body>
        {message && <Text mb="2">{message}</Text>}
        <Text color="fg.muted">{SUPPORT_REQUEST}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Close</Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
