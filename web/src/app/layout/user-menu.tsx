import { Avatar, Button, Dialog, Flex, Switch, Text } from '@chakra-ui/react';
import { DialogShell } from '../../shared/ui/dialog-shell.tsx';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useColorMode } from '../../shared/ui/color-mode.tsx';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { PermissionFlags } from './permission-flags.tsx';

/** The signed-in name opening the user dialog (photo, theme, flags, Sign Out), or a Sign in button. */
export function UserMenu() {
  const { user, signIn, signOut } = useAuth();
  const { viewer } = useViewer();
  const { colorMode, toggleColorMode } = useColorMode();
  const name = viewer?.employee?.fullName ?? viewer?.name ?? user?.profile.name ?? user?.profile.sub;
  // The identity provider may publish a profile photo; otherwise the avatar shows initials.
  const photo = typeof user?.profile.picture === 'string' ? user.profile.picture : undefined;

  if (!user) {
    return (
      <Button size="sm" colorPalette="blue" onClick={() => void signIn()}>
        Sign in
      </Button>
    );
  }

  return (
    <DialogShell
      scrollBehavior="inside"
      trigger={
        <Button size="sm" variant="outline">
          {name}
        </Button>
      }
    >
      <Dialog.Header>
        <Flex align="center" gap="3">
          <Avatar.Root size="lg" colorPalette="blue">
            <Avatar.Fallback name={name ?? undefined} />
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
