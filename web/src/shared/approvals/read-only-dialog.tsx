import type { ReactNode } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';

/**
 * The content of a dashboard dialog that edits nothing (a row the viewer may not act on, or a
 * handled one): its title, its facts, and Close as the only button.
 */
export function ReadOnlyDialog({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </>
  );
}
