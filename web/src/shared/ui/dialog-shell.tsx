import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogShellProps {
  /** Controlled open state; leave it out with `trigger` to let the trigger open the dialog. */
  open?: boolean;
  /** Called when the dialog asks to close (Escape, the close button, an outside click). */
  onClose?: () => void;
  /** The element that opens an uncontrolled dialog (rendered inside Dialog.Trigger). */
  trigger?: ReactNode;
  size?: Dialog.RootProps['size'];
  role?: Dialog.RootProps['role'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** False for forms whose typed values an accidental outside click must not discard. */
  closeOnInteractOutside?: boolean;
  /** Rendered as the dialog's header title; leave it out when the children render their own header. */
  title?: ReactNode;
  /** Extra props for Dialog.Content, e.g. `as: 'form'` with its submit handler and accessible name. */
  contentProps?: Dialog.ContentProps;
  /**
   * Accessible name of the corner close button; false leaves the button out (alert dialogs, whose
   * initial focus would otherwise move to it, and dialogs closed from their footer).
   */
  closeLabel?: string | false;
  children: ReactNode;
}

/** The centred modal frame every dialog shares: backdrop, positioner, content, an optional title and close button. */
export function DialogShell({
  open,
  onClose,
  trigger,
  size,
  role,
  scrollBehavior,
  closeOnInteractOutside,
  title,
  contentProps,
  closeLabel = 'Close',
  children,
}: DialogShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose?.()}
      role={role}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnInteractOutside={closeOnInteractOutside}
    >
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {children}
            {closeLabel !== false && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog around a form that is mounted anew at each opening, so every opening starts empty; an
 * outside click does not close it (it would discard what was typed).
 */
export function FreshFormDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <DialogShell open={open} onClose={onClose} closeOnInteractOutside={false}>
      {open && children}
    </DialogShell>
  );
}

/** The footer button that dismisses a dialog without acting (Close, or Cancel on an edit form). */
export function DialogDismissButton({ label = 'Close', disabled }: { label?: string; disabled?: boolean }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline" disabled={disabled}>
        {label}
      </Button>
    </Dialog.ActionTrigger>
  );
}

export interface FormDialogFooterProps {
  /** The submit button's text, e.g. 'Save', 'Add County'. */
  submitLabel?: string;
  /** A save in flight: the submit button spins (with `busyLabel`) and Cancel waits for it. */
  busy: boolean;
  busyLabel?: string;
  /** Nothing to submit yet (nothing changed, or a required choice missing). */
  disabled?: boolean;
}

/** The footer of a form dialog: Cancel, then the form's submit button. Place it inside the <form>. */
export function FormDialogFooter({ submitLabel = 'Save', busy, busyLabel = 'Saving', disabled }: FormDialogFooterProps) {
  return (
    <Dialog.Footer>
      <DialogDismissButton label="Cancel" disabled={busy} />
      <Button type="submit" colorPalette="blue" disabled={disabled} loading={busy} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
