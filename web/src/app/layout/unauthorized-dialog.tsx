import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';

/** The sign-in guard's modal for anonymous users; dismissing it goes back to Home. */
export function UnauthorizedDialog() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => !e.open && navigate('/', { replace: true })}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Unauthorized</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>You must sign in to view this page!</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" onClick={() => void signIn()}>
                Sign in
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
