import { Button, Dialog, Text } from '@chakra-ui/react';
import { useNavigate } from '../../shared/lib/router.ts';
import { DialogShell, DialogDismissButton } from '../../shared/ui/dialog-shell.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';

/** The sign-in guard's modal for anonymous users; dismissing it goes back to Home. */
export function UnauthorizedDialog() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <DialogShell open onClose={() => void navigate('/', { replace: true })} title="Unauthorized" closeLabel={false}>
      <Dialog.Body>
        <Text>You must sign in to view this page!</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <DialogDismissButton />
        <Button colorPalette="blue" onClick={() => void signIn()}>
          Sign in
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
