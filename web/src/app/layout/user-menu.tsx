import { Button, Dialog, Flex, Portal, Switch, Text } from '@chakra-ui/react';
import { useAuth } from '../auth/auth-context.tsx';
import { useColorMode } from '../color-mode.tsx';
import { useViewer } from '../viewer.tsx';

/** The signed-in name opening the user dialog (theme, Sign Out), or a Sign in button. */
export function UserMenu() {
  const { user, signIn, signOut } = useAuth();
  const { viewer } = useViewer();
  const { colorMode, toggleColorMode } = useColorMode();
  const name = viewer?.employee?.fullName ?? viewer?.name ?? user?.profile.name ?? user?.profile.sub;

  if (!user) {
    return (
      <Button size="sm" colorPalette="blue" onClick={() => void signIn()}>
        Sign in
      </Button>
    );
  }

  return (
    <Dialog.Root placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          {name}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex direction="column" gap="4">
                {viewer?.email && <Text color="fg.muted">{viewer.email}</Text>}
                <Switch.Root checked={colorMode === 'dark'} onCheckedChange={() => toggleColorMode()}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Dark mode</Switch.Label>
                </Switch.Root>
              </Flex>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="red" onClick={() => void signOut()}>
                Sign Out
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
