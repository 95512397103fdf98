import { Button, Dialog, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { describeError } from '../lib/errors.ts';
import { DialogShell } from './dialog-shell.tsx';

export const SUPPORT_REQUEST = 'If the problem continues, please contact Luminate support.';

export interface ErrorModalProps {
  /** The error to explain; the modal is open while it is set. */
  error: unknown;
  onClose(): void;
}

/** The '{type} Error!' modal of spec 1 §8: title, the message, then a request to contact support. */
export function ErrorModal({ error, onClose }: ErrorModalProps) {
  const shown = useMemo(() => (error ? describeError(error) : null), [error]);
  return (
    <MessageModal open={shown !== null} title={shown ? `${shown.type} Error!` : ''} message={shown?.message ?? ''} onClose={onClose} />
  );
}

export interface MessageModalProps {
  open: boolean;
  title: string;
  message?: string;
  onClose(): void;
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
