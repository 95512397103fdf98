import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { describeError } from '../lib/errors.ts';

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
    <Dialog.Root open={open} role="alertdialog" placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {message && <Text mb="2">{message}</Text>}
              <Text color="fg.muted">{SUPPORT_REQUEST}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
