import { Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (deactivate, delete). */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before an action that changes data (deactivations, removals). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogShell open={open} onClose={onCancel} role="alertdialog" title={title} closeLabel={false}>
      <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'blue'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
