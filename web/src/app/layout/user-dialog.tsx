import { Avatar, Button, Dialog, Flex, Switch, Text } from '@chakra-ui/react';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useColorMode } from '../../shared/ui/color-mode.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { PermissionFlags } from './permission-flags.tsx';

/** The user dialog: photo or initials, name and email, the theme switch, permission flags, Sign Out. */
export function UserDialog({ name, photo, onClose }: { name: string | undefined; photo: string | undefined; onClose: () => void }) {
  const { signOut } = useAuth();
  const { viewer } = useViewer();
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <DialogShell open onClose={onClose} scrollBehavior="inside">
      <Dialog.Header>
        <Flex align="center" gap="3">
          <Avatar.Root size="lg" colorPalette="blue">
            <Avatar.Fallback name={name} />
            {photo && <Avatar.Image src={photo} alt={`Photo of ${name}`} />}
          </Avatar.Root>
          <Flex direction="column">
            <Dialog.Title>{name}</Dialog.Title>
            {viewer?.email && (
              <Text fontSize="sm" color="fg.muted">
                {viewer.email}
              </Text>
            )}
          </Flex>
        </Flex>
      </Dialog.Header>
      <Dialog.Body>
        <Flex direction="column" gap="4">
          <Switch.Root checked={colorMode === 'dark'} onCheckedChange={() => toggleColorMode()}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Dark mode</Switch.Label>
          </Switch.Root>
          <PermissionFlags />
        </Flex>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="red" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
